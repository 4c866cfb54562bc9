/**
 * The hostile-data corpus: XSS payloads (tags, event handlers, javascript:/data: URLs, SVG and MathML,
 * mutation XSS, attribute and element breaking, encodings), each calling `top.__xss(<its number>)` if it ever
 * runs. xss.e2e.test.ts stores them through the mock API into the fields the app displays and watches for
 * that call. Built from templates × variants so every vector is tried in several spellings.
 */

/** `X` marks where the payload's code goes. */
const TEMPLATES = [
  '<script>X</script>',
  '<script src="data:text/javascript,X"></script>',
  '<img src=x onerror=X>',
  '<img src="x" onerror="X">',
  '<img src=x:x onerror=X>',
  '<image src=x onerror=X>',
  '<svg onload=X>',
  '<svg><script>X</script></svg>',
  '<svg><animate onbegin=X attributeName=x dur=1s>',
  '<svg><set onbegin=X attributename=x to=1>',
  '<svg><a xlink:href="javascript:X"><text y=20>clique</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=a onload=X>#a"/></svg>',
  '<svg><foreignObject><img src=x onerror=X></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=X>',
  '<math><maction actiontype=statusline xlink:href="javascript:X">clique</maction></math>',
  '<math href="javascript:X">clique</math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=X>',
  '<noscript><p title="</noscript><img src=x onerror=X>">',
  '<svg></p><style><a id="</style><img src=1 onerror=X>">',
  '<select><noembed></select><img src=x onerror=X></noembed>',
  '<template><img src=x onerror=X></template>',
  '<textarea></textarea><img src=x onerror=X>',
  '<title><img src=x onerror=X></title>',
  '<iframe src="javascript:X"></iframe>',
  '<iframe srcdoc="<script>X</script>"></iframe>',
  '<object data="javascript:X"></object>',
  '<embed src="javascript:X">',
  '<a href="javascript:X">clique</a>',
  '<a href="JaVaScRiPt:X">clique</a>',
  '<a href="jav&#x09;ascript:X">clique</a>',
  '<a href="&#106;avascript:X">clique</a>',
  '<a href=" javascript:X">clique</a>',
  '<a href="data:text/html,<script>X</script>">clique</a>',
  '<a href="vbscript:X">clique</a>',
  '<body onload=X>',
  '<details open ontoggle=X>',
  '<input autofocus onfocus=X>',
  '<video><source onerror=X></video>',
  '<audio src=x onerror=X>',
  '<marquee onstart=X>x</marquee>',
  '<div onmouseover=X>passe o mouse</div>',
  '<div style="background:url(javascript:X)">x</div>',
  '<div style="width:expression(X)">x</div>',
  '<form action="javascript:X"><button>ok</button></form>',
  '<button formaction="javascript:X">ok</button>',
  '<base href="javascript:X//">',
  '<meta http-equiv="refresh" content="0;url=javascript:X">',
  '<link rel=stylesheet href="javascript:X">',
  '<isindex action="javascript:X" type=image>',
  '<object type="text/x-scriptlet" data="data:,X"></object>',
  '<img src="data:image/svg+xml,<svg onload=X>">',
  '<keygen autofocus onfocus=X>',
  '"><img src=x onerror=X>',
  "'><svg onload=X>",
  '" onmouseover="X" x="',
  '</script><script>X</script>',
  '<scr<script>ipt>X</scr</script>ipt>',
  '<<script>X//<</script>',
  '<img """><script>X</script>">',
  '{{constructor.constructor("X")()}}',
  '${X}',
] as const;

/** The same vector in other spellings sanitisers and parsers have got wrong. */
const VARIANTS: Array<(template: string) => string> = [
  (template) => template,
  // Mixed-case markup (the code itself, `X`, keeps its case).
  (template) => template.replace(/[a-wyz]/g, (letter, at: number) => (at % 2 ? letter.toUpperCase() : letter)),
  // Breaking out of an attribute or a text element first.
  (template) => `"'></title></textarea></style>${template}`,
  // Inside ordinary text, as a name or a sentence would be.
  (template) => `Aviso ${template} fim`,
  // Slashes and line breaks where spaces were.
  (template) => template.replace(/ /g, '/').replace(/<(\w+)\//, '<$1\n'),
];

/** A payload and the number its code reports. */
export interface XssPayload {
  id: number;
  text: string;
}

/** Every payload of the corpus (at most `maxLength` characters each, distinct). */
export function xssCorpus(maxLength = 150): XssPayload[] {
  const texts = new Set<string>();
  const payloads: XssPayload[] = [];
  for (const variant of VARIANTS) {
    for (const template of TEMPLATES) {
      const id = payloads.length + 1;
      const text = variant(template).replace(/X/g, `top.__xss(${id})`);
      if (text.length > maxLength || texts.has(text)) continue;
      texts.add(text);
      payloads.push({ id, text });
    }
  }
  return payloads;
}
