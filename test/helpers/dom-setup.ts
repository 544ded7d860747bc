// Registers happy-dom's window as the global environment once for the whole "dom" stage
// (units and components share one process).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
// Tells React it runs under a test harness, so act() works without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom never fetches images, yet reports them `complete` with no pixels, which reads
// as "failed" to code that checks for errors that happened before hydration. Model what a
// browser reports for an image that is still on its way instead.
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

// happy-dom's built-in styles do not know <wbr> (its display is ""), so accessible names
// computed here put a space where the element is ("alex@ example.com"); browsers, whose
// <wbr> is inline, do not. Give it the display every browser gives it.
const userAgentGaps = document.createElement('style');
userAgentGaps.textContent = 'wbr { display: inline; }';
document.head.append(userAgentGaps);
