/**
 * The first `Intl.NumberFormat` of a renderer loads ICU's number data: 17–45 ms on a 2-core machine,
 * paid by whichever row or count formats first, in the middle of a list's first render. Built here
 * in the next task, when the main thread waits anyway: by the SPA's document while the entry's code
 * is on the network (src/document-start.ts), by the sign-in page once drawn, while the user types
 * (the app it opens runs in the same renderer). The app's formatters (hooks/use-formatters.ts) and
 * i18next's plurals and `{{count, number}}` then find the data loaded; the objects are dropped. The
 * language is the document's (`lang`), as the app starts in it.
 */
export function warmIntlSoon(language = document.documentElement.lang || 'en'): void {
  window.setTimeout(() => {
    try {
      new Intl.NumberFormat(language).format(0);
      new Intl.PluralRules(language).select(0);
      new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
    } catch {
      // An unknown language tag: the app's own formatters say so where it matters.
    }
  }, 0);
}
