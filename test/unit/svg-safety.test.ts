// The owner's icon.svg is published as it is: the build refuses one that could run a script
// or load anything from elsewhere (src/builder/svg-safety.ts), reading it as XML, not as text.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultIconSvg } from '../../src/builder/favicons';
import { svgProblem } from '../../src/builder/svg-safety';
import { sitePalette } from '../../src/builder/themes';
import { content } from '../fixtures/sample/content';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

const safety = suite('svg-safety :: svgProblem');

safety('should accept the icon the build draws, and an editor\'s export with its metadata', () => {
  assert.is(svgProblem(defaultIconSvg(sitePalette(content.accent).dark)), null);
  const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${SVG} ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:export-filename="C:\\Users\\me\\icon.png" viewBox="0 0 64 64">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f97316"/></linearGradient></defs>
  <style>rect { fill: url(#g) } @media (prefers-color-scheme: dark) { rect { fill: url( "#g" ) } }</style>
  <title>My icon: see url(example) &amp; co</title>
  <a href="#top"><rect width="64" height="64" style="fill:url('#g')"/></a>
  <use xlink:href="#g"/>
</svg>`;
  assert.is(svgProblem(inkscape), null);
});

safety('should refuse anything that would run a script, in one phrase with its line', () => {
  const cases: [string, RegExp][] = [
    [`<svg ${SVG}>\n<script>alert(1)</script></svg>`, /^has <script>, which would run on every host that sends no Content-Security-Policy \(GitHub Pages\) \(line 2\)$/],
    [`<svg ${SVG}><svg:script xmlns:svg="http://www.w3.org/2000/svg"/></svg>`, /has <svg:script>/],
    [`<svg ${SVG} onload="alert(1)"/>`, /^has the event-handler attribute onload on <svg>, which would run as a script \(line 1\)$/],
    [`<svg ${SVG}><rect ONCLICK="x()"/></svg>`, /event-handler attribute ONCLICK/],
    [`<svg ${SVG}><foreignObject><div/></foreignObject></svg>`, /^has <foreignObject>, which embeds HTML/],
    [`<svg ${SVG}><p xmlns="http://www.w3.org/1999/xhtml">hi</p></svg>`, /has the HTML element <p>/],
    [`<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>`, /has <set> rewriting href/],
    [`<svg ${SVG}><animate attributeName="onbegin" values="x"/></svg>`, /has <animate> rewriting onbegin/],
  ];
  for (const [source, message] of cases) assert.match(svgProblem(source) ?? 'accepted', message, source);
});

safety('should refuse every reference outside the file', () => {
  const cases: [string, RegExp][] = [
    [`<svg ${SVG}><image href="https://tracker.example/p.png"/></svg>`, /^refers outside the file: href="https:\/\/tracker\.example\/p\.png" on <image> \(line 1\)$/],
    [`<svg ${SVG} ${XLINK}><use xlink:href="sprite.svg#i"/></svg>`, /refers outside the file: xlink:href="sprite\.svg#i"/],
    [`<svg ${SVG}><a href=" javascript:alert(1)"/></svg>`, /refers outside the file: href=/],
    [`<svg ${SVG}><image href="data:image/png;base64,AAAA"/></svg>`, /refers outside the file/],
    [`<svg ${SVG}><rect fill="url(https://x.example/#g)"/></svg>`, /refers outside the file: url\(https:\/\/x\.example\/#g\) in fill on <rect>/],
    [`<svg ${SVG}><rect style="filter: url( 'f.svg#blur' )"/></svg>`, /refers outside the file: url\('f\.svg#blur\) in style/],
    [`<svg ${SVG}><style>@import "theme.css";</style></svg>`, /refers outside the file: @import in <style>/],
    [`<svg ${SVG}><style><![CDATA[ rect { fill: u\\72 l(https://x) } ]]></style></svg>`, /a CSS escape/],
    [`<svg ${SVG}><style>rect { background: image-set("a.png" 1x) }</style></svg>`, /refers outside the file: image-set\(…\)/],
    [`<?xml-stylesheet href="https://x.example/a.css"?><svg ${SVG}/>`, /has a processing instruction <\?xml-stylesheet …\?>/],
    [`<!DOCTYPE svg [<!ENTITY e "https://x.example">]><svg ${SVG}><image href="&e;"/></svg>`, /declares its own entities in its DOCTYPE/],
  ];
  for (const [source, message] of cases) assert.match(svgProblem(source) ?? 'accepted', message, source);
});

safety('should read a <style> as a browser does: comments out, CDATA in, references decoded', () => {
  const cases: [string, RegExp][] = [
    [`<svg ${SVG}><style>@im<!---->port "https://x.example/a.css";</style></svg>`, /refers outside the file: @import in <style>/],
    [`<svg ${SVG}><style>rect { fill: u<!-- -->rl(https://x.example/a.svg#g) }</style></svg>`, /refers outside the file: url\(https:\/\/x\.example/],
    [`<svg ${SVG}><style>rect { fill: u<![CDATA[rl(https://x]]>.example/#g) }</style></svg>`, /refers outside the file: url\(https:\/\/x\.example/],
    [`<svg ${SVG}><style>rect { fill: u&#114;l(https://x.example/#g) }</style></svg>`, /refers outside the file: url\(https:/],
    [`<svg ${SVG}><rect style="fill: &#x75;rl(https://x.example/#g)"/></svg>`, /refers outside the file: url\(https:.* in style on <rect>/],
    [`<svg ${SVG}><a href="&#x68;ttps://x.example/"/></svg>`, /refers outside the file: href="https:\/\/x\.example\/"/],
  ];
  for (const [source, message] of cases) assert.match(svgProblem(source) ?? 'accepted', message, source);
});

safety('should refuse a file that is not an SVG image', () => {
  assert.match(svgProblem('<svg viewBox="0 0 1 1"/>')!, /is not an SVG image: its root element is <svg> without xmlns/);
  assert.match(svgProblem('<html/>')!, /its root element is <html>/);
  assert.match(svgProblem(`<svg ${SVG}><g></svg>`)!, /^is not well-formed XML \(line 1: Expected closing tag 'g'/);
  assert.match(svgProblem(`<svg ${SVG}/><svg ${SVG}/>`)!, /^is not well-formed XML \(a second root element <svg>\)$/);
  assert.match(svgProblem(`<svg ${SVG}><x:rect/></svg>`)!, /the prefix "x" of <x:rect> is not declared/);
  assert.is(svgProblem(''), 'is not well-formed XML (line 1: Start tag expected.)');
});

safety.run();
