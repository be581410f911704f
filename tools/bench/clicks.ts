// The goal's path for the browser benches (issue #14): New campaign and Start clicked in the page the
// moment each button is there (a player with instant reactions), without Playwright's actionability checks
// and round trips (≈ 0.3–0.6 s between two clicks on this machine). A string: the page must not see tsx's
// helpers. Each click leaves a mark (kk:new-clicked, kk:start-clicked) beside the page's own.
export const CLICK_NEW_CAMPAIGN_AT_ONCE = `(async () => {
  const shown = async (sel, text) => {
    for (;;) {
      const b = [...document.querySelectorAll(sel)].find((x) => x.textContent.includes(text) && x.offsetParent !== null);
      if (b) return b;
      await new Promise((r) => requestAnimationFrame(r));
    }
  };
  (await shown('#title-screen button', 'New campaign')).click();
  performance.mark('kk:new-clicked');
  (await shown('#new-screen button', 'Start')).click();
  performance.mark('kk:start-clicked');
})()`;
