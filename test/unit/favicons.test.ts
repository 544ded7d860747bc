// The .ico writer (src/builder/favicons.ts): the bytes the ICO format puts before a PNG entry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { icoFromPng } from '../../src/builder/favicons';

const ico = suite('favicons :: ico');
const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
const read = (data: Uint8Array) => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    reserved: view.getUint16(0, true),
    type: view.getUint16(2, true),
    count: view.getUint16(4, true),
    width: data[6],
    height: data[7],
    planes: view.getUint16(10, true),
    bits: view.getUint16(12, true),
    length: view.getUint32(14, true),
    offset: view.getUint32(18, true),
  };
};

ico('should write one 32-bit PNG entry after a 22-byte header', () => {
  const file = icoFromPng(png, 48);
  assert.equal(read(file), { reserved: 0, type: 1, count: 1, width: 48, height: 48, planes: 1, bits: 32, length: png.length, offset: 22 });
  assert.equal([...file.subarray(22)], [...png]);
  assert.equal([...icoFromPng(png, 256).subarray(6, 8)], [0, 0], '256 pixels written as 0, as the format says');
});

ico('should refuse sizes the format cannot hold', () => {
  for (const size of [0, 257, 31.5]) assert.throws(() => icoFromPng(png, size), /1 to 256 pixels/, String(size));
});

ico.run();
