// The page's only script tag (index.html). The server has drawn the screen already (decision
// 023), so nothing of the app needs to run before the first paint: the app's code is asked for
// once the page has been painted, and until then the page and its first photo have the
// connection and the processor to themselves. The stylesheet is the entry's, so the build lists
// it in index.html, which the server inlines.
import './styles.css';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main');
}

const drawn = Boolean(document.getElementById('root')?.firstElementChild);
if (!drawn) {
  // Nothing to paint first (the dev server, a page the server could not draw): draw it now.
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // The first contentful paint is reported once it is on screen.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should no paint be reported (a page shown only later), the app still starts.
  setTimeout(start, 3_000);
} else {
  // A task queued from the next frame's callback runs once that frame has been drawn.
  requestAnimationFrame(() => setTimeout(start));
}
