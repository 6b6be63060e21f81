import { Link } from "react-router";
import { ContentIcon } from "#app/components/public/ContentIcons";
import { ContentSection, FeatureCard } from "#app/components/public/ContentSection";
import { PageIntro } from "#app/components/public/PageIntro";
import { articlePath, formatArticleDate } from "#app/lib/blog";
import { site } from "#app/lib/site-config";
import { articles, blogHeadline, healthFacts, healthFactsTitle } from "#app/server/content/blog-articles.server";
import type { Route } from "./+types/blog";

// The articles' text stays on the server: the page gets the cards it shows.
export function loader() {
  return {
    blogHeadline,
    healthFactsTitle,
    healthFacts,
    articles: articles.map(({ slug, title, summary, date, readMinutes, icon, showSummaryOnCard }) => ({
      slug,
      title,
      date,
      readMinutes,
      icon,
      showSummaryOnCard,
      summary: showSummaryOnCard ? summary : null,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: `Blog | ${site.name}` }];
  const { blogHeadline } = loaderData;
  return [
    { title: `Blog: ${blogHeadline.title} | ${site.name}` },
    { name: "description", content: blogHeadline.intro },
    { property: "og:title", content: `${blogHeadline.title} | ${site.name}` },
    { property: "og:description", content: blogHeadline.intro },
    { property: "og:type", content: "website" },
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blogHeadline, healthFactsTitle, healthFacts, articles } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Health & habits" title={blogHeadline.title}>
        <p>{blogHeadline.intro}</p>
      </PageIntro>

      <ContentSection id="facts-heading" title={healthFactsTitle}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {healthFacts.map((fact) => (
            <FeatureCard key={fact.title} icon={fact.icon} title={fact.title} text={fact.text} layout="inline" />
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="articles-heading" title="Read, then choose better" look="band">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => {
            const titleId = `article-${article.slug}`;
            return (
              <li key={article.slug}>
                <article className="flex h-full flex-col overflow-hidden rounded-card border border-crust/10 bg-cream shadow-soft">
                  <div className="flex items-center justify-between bg-cream-deep px-6 py-5">
                    <ContentIcon name={article.icon} />
                    <span className="text-sm font-medium text-muted">{article.readMinutes} min read</span>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    {article.showSummaryOnCard ? (
                      <p className="text-sm font-medium text-crust">
                        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                      </p>
                    ) : null}
                    <h3 id={titleId} className="text-xl font-semibold leading-snug text-espresso">
                      <Link to={articlePath(article.slug)} className="hover:text-crust">
                        {article.title}
                      </Link>
                    </h3>
                    {article.showSummaryOnCard ? (
                      <p className="leading-relaxed text-muted">{article.summary}</p>
                    ) : null}
                    <Link
                      to={articlePath(article.slug)}
                      aria-describedby={titleId}
                      className="mt-auto inline-flex w-fit items-center gap-1 pt-2 font-semibold text-crust underline decoration-butter decoration-2 underline-offset-4 hover:text-crust-dark"
                    >
                      Read more..
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </ContentSection>
    </>
  );
}
