import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ContentIcon } from "#app/components/public/ContentIcons";
import { ContentSection } from "#app/components/public/ContentSection";
import { NotFound } from "#app/components/public/NotFound";
import { articlePath, formatArticleDate } from "#app/lib/blog";
import { site } from "#app/lib/site-config";
import { articles, getArticle } from "#app/server/content/blog-articles.server";
import type { Route } from "./+types/article";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  return [
    { title: `${article.title} | ${site.name}` },
    { name: "description", content: article.summary },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.summary },
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.date },
  ];
}

// The six static articles of the blog; any other slug is the 404 page.
export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const others = articles.filter((other) => other.slug !== article.slug).map(({ slug, title, icon }) => ({ slug, title, icon }));
  return { article, others };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, others } = loaderData;
  return (
    <>
      <article>
        <header className="bg-cream-deep">
          <div className="container-page max-w-4xl py-10 sm:py-14">
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-crust hover:text-crust-dark"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All articles
            </Link>
            <div className="mt-6 flex items-start gap-4">
              <ContentIcon name={article.icon} />
              <h1 className="text-3xl font-semibold leading-tight text-espresso text-balance sm:text-5xl">
                {article.title}
              </h1>
            </div>
            <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {article.readMinutes} min read
              </span>
            </p>
          </div>
        </header>

        <div className="container-page max-w-4xl py-10 sm:py-14">
          <div className="max-w-prose space-y-5 text-[1.0625rem] leading-relaxed text-espresso">
            {article.intro.map((paragraph, index) => (
              <p key={index} className={index === 0 ? "text-xl leading-relaxed text-pretty" : "text-pretty"}>
                {paragraph}
              </p>
            ))}
            {article.sections.map((section) => (
              <section key={section.heading} className="space-y-4 pt-4">
                <h2 className="text-2xl font-semibold text-crust">{section.heading}</h2>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index} className="text-pretty">
                    {paragraph}
                  </p>
                ))}
                {section.bullets ? (
                  <ul className="space-y-2 pl-1">
                    {section.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-butter" />
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <p className="rounded-2xl border border-crust/10 bg-white px-5 py-4 text-sm text-muted">
              General information, not medical advice. If you have a health condition, talk to your doctor or a
              registered dietitian before changing how you eat or train.
            </p>
          </div>
        </div>
      </article>

      <ContentSection as="nav" id="more-heading" title="More to read" look="band-narrow">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={articlePath(other.slug)}
                className="flex h-full items-center gap-4 rounded-2xl border border-crust/10 bg-cream p-4 transition hover:border-crust/30 hover:bg-white"
              >
                <ContentIcon name={other.icon} size="sm" />
                <span className="font-semibold leading-snug text-espresso">{other.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound documentTitle />;
  throw error;
}
