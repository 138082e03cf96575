import { startApp } from './start-app';

// index.html's entry. The sign-in page imports the app's start too (login/app-handover.ts), and with it
// this chunk: the app starts here only in index.html's document, whose root is marked `data-spa`.
const container = document.querySelector<HTMLElement>('#root[data-spa]');
if (container) startApp(container);
