// The notice on the page a form was sent from once the session had ended, as the server renders it (what a page
// without JavaScript keeps): what was typed, listed to enter again; once the page's script has filled the form
// in, it says so and folds the list away.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResumeNoticeView } from "#app/components/admin/ResumeNotice";

const resume = {
  action: "/studio-7f3a9c2e/orders/abc",
  values: [
    ["to", "quoted"],
    ["price", "1850"],
    ["note", "Gold leaf <b>top</b>"],
    ["deposit", ""],
  ] as [string, string][],
  cut: false,
};

describe("the resume notice", () => {
  it("without the page's script, lists what was typed, open, as text", () => {
    const html = renderToString(<ResumeNoticeView resume={resume} filled={false} />);
    expect(html).toContain("Your session had ended, so your last change was not saved.");
    expect(html).toContain("Here is what you typed, to enter again.");
    expect(html).toMatch(/<details open="[^"]*" class/);
    expect(html).toContain("1850");
    expect(html).toContain("Gold leaf &lt;b&gt;top&lt;/b&gt;");
    expect(html).not.toContain("deposit:");
  });

  it("once filled in, says so and folds the list", () => {
    const html = renderToString(<ResumeNoticeView resume={resume} filled />);
    expect(html).toContain("What you typed is filled in again below: check it and send it.");
    expect(html).not.toMatch(/<details open/);
  });

  it("says when nothing could be kept, or only part of it", () => {
    const lost = renderToString(<ResumeNoticeView resume={{ ...resume, values: [], cut: true }} filled={false} />);
    expect(lost).toContain("What you typed could not be kept (a form with files is not): please enter it again.");
    const cut = renderToString(<ResumeNoticeView resume={{ ...resume, cut: true }} filled={false} />);
    expect(cut).toContain("Part of it was too long to keep: check it closely.");
  });
});
