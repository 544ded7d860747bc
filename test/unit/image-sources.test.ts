// Which images an owner may bring and how a screenshot fits its card (src/builder/image-sources.ts).
// That the card shows a preview at SCREENSHOT_RATIO is measured in Chromium (browser/projects.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CROP_WARNING_SHARE, cardCrop, cropWarning, isSourceImage, SCREENSHOT_RATIO } from '../../src/builder/image-sources';

const test = suite('image sources');

test('should accept every raster format sharp reads that an owner plausibly has, in any case, and refuse vector drawings and formats sharp cannot read', () => {
  for (const name of ['a.png', 'b.jpg', 'c.JPEG', 'd.webp', 'e.avif', 'f.gif', 'g.tif', 'h.TIFF', 'projects/x.y.png']) assert.ok(isSourceImage(name), name);
  for (const name of ['icon.svg', 'photo.heic', 'scan.bmp', 'cv.pdf', 'png', 'projects/app']) assert.not.ok(isSourceImage(name), name);
});

const ratio = SCREENSHOT_RATIO.width / SCREENSHOT_RATIO.height;

test('cropWarning should say nothing for a screenshot at the card\'s ratio, or within the tolerance', () => {
  assert.is(cropWarning('a.png', 1600, 1000), null);
  assert.is(cropWarning('a.png', 1366, 854), null);
  const height = 1000;
  const justWithin = Math.floor((ratio * height) / (1 - CROP_WARNING_SHARE));
  assert.is(cropWarning('a.png', justWithin, height), null);
  assert.ok(cropWarning('a.png', justWithin + 2, height), 'just beyond the tolerance');
});

test('cropWarning should name the file, the size and how much a 4:3 screenshot loses in height, or a wide one in width', () => {
  assert.equal(cardCrop(1600, 1200), { side: 'height', share: 1 - 4 / 3 / ratio });
  assert.is(
    cropWarning('src/assets/projects/app.png', 1600, 1200),
    'src/assets/projects/app.png: 1600×1200 is cropped to 16:10 on its card, losing 17 % of its height; crop it to 16:10 yourself (e.g. 1600×1000) to choose what shows',
  );
  assert.match(cropWarning('wide.png', 1920, 1080)!, /losing 10 % of its width; crop it to 16:10 yourself \(e\.g\. 1728×1080\)/);
});

test.run();
