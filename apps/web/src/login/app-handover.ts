import type { startApp as StartApp } from '../start-app';
import { LIST_CODE_ID, type ListPreloads } from '../config/document-lists';
import { listCodeFiles, listOf } from '../lib/document-list-path';
import { preloadModules } from '../lib/document-requests';
import { pageNavigation } from '../lib/page-navigation';
import { clearTheme } from './branding';

type Start = typeof StartApp;

/**
 * The sign-in page opens the app in its own document (decision 0111): it imports the app's start once
 * its form is drawn, while the user types; signed in, it leaves (its React root, its stylesheets, the
 * theme it set on <html>), puts the target in the address bar and starts the app there — no page load,
 * no second evaluation of the app's code. Without that code (the import failed) it loads the target.
 * A list's own code and strings are preloaded beside the import, so the router finds them when the app starts.
 */
let app: Promise<Start | null> | undefined;
let leaveLogin: (() => void) | undefined;

const importStart = () => import('../start-app').then((module) => module.startApp);

/** The code and strings files of the list page `target` shows, from login.html's JSON (build/document-plugins.ts). */
function listCode(target: string): string[] {
  const list = listOf(new URL(target, window.location.origin));
  const json = document.getElementById(LIST_CODE_ID)?.textContent;
  if (!list || !json) return [];
  try {
    // Built by the same build as this code (build/document-plugins.ts), in the language the page shows.
    return listCodeFiles(JSON.parse(json) as ListPreloads, list.page, document.documentElement.lang);
  } catch {
    return [];
  }
}

export function loadAppSoon(target: string, unmountLogin: () => void, load: () => Promise<Start> = importStart): void {
  // The sign-in page's own stylesheets, taken before the app's code can add any (built: links; under
  // `vite` dev: the style elements it injects for src/login's CSS).
  const ownStyles = [
    ...document.querySelectorAll('link[rel=stylesheet][href^="/assets/"], style[data-vite-dev-id*="/src/login/"]'),
  ];
  leaveLogin = () => {
    unmountLogin();
    for (const link of ownStyles) link.remove();
    clearTheme();
  };
  // After the form's first paint (the frame, then the task after it): the import never delays it.
  app = new Promise((resolve) => {
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        load().then(resolve, () => resolve(null));
        preloadModules(listCode(target));
      }, 0);
    });
  });
}

/** Opens the signed-in app at `target` (a same-origin path, `postLoginTarget`). */
export async function openApp(target: string): Promise<void> {
  const start = app ? await app : null;
  const container = document.getElementById('root');
  if (!start || !container || !leaveLogin) {
    pageNavigation.assign(target);
    return;
  }
  leaveLogin();
  window.history.replaceState(null, '', target);
  try {
    start(container, { signedInHere: true });
  } catch {
    // The app could not start here: it starts as a page of its own.
    pageNavigation.assign(target);
  }
}
