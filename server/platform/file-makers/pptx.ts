import { contentTypesXml, corePropsXml, relationshipsXml, REL, XML_HEAD, xmlText, zipParts } from './ooxml';
import { PML_NS, slideLayoutXml, slideMasterXml, slideTree, themeXml } from './pptx-parts';

export type Slide = { title: string; bullets: string[] };
export type PptxInput = { title: string; subtitle: string; author: string; date: Date; slides: Slide[] };

const PPTX_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const PPTX_SLIDE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const PPTX_MASTER = 'application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml';
const PPTX_LAYOUT = 'application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml';
const PPTX_THEME = 'application/vnd.openxmlformats-officedocument.theme+xml';

/** 16:9 in EMU. */
const WIDTH = 12_192_000;
const HEIGHT = 6_858_000;

const font = '<a:latin typeface="Arial"/><a:ea typeface="微软雅黑"/>';

function textBox(id: number, name: string, box: { x: number; y: number; w: number; h: number }, paragraphs: string[], size: number, opts: { bold?: boolean; color?: string; bullet?: boolean; fill?: string; center?: boolean } = {}): string {
  const fill = opts.fill ? `<a:solidFill><a:srgbClr val="${opts.fill}"/></a:solidFill>` : '<a:noFill/>';
  const ps = paragraphs
    .map((text) => {
      const pPr = opts.bullet ? '<a:pPr marL="342900" indent="-342900"><a:buFont typeface="Arial"/><a:buChar char="•"/></a:pPr>' : opts.center ? '<a:pPr algn="ctr"/>' : '';
      const rPr = `<a:rPr lang="zh-CN" altLang="en-US" sz="${size}"${opts.bold ? ' b="1"' : ''} dirty="0"><a:solidFill><a:srgbClr val="${opts.color ?? '1F2329'}"/></a:solidFill>${font}</a:rPr>`;
      return `<a:p>${pPr}<a:r>${rPr}<a:t>${xmlText(text)}</a:t></a:r></a:p>`;
    })
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.w}" cy="${box.h}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fill}</p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square" rtlCol="0" anchor="${opts.center ? 'ctr' : 't'}"><a:normAutofit/></a:bodyPr><a:lstStyle/>${ps}</p:txBody></p:sp>`
  );
}

const slideXml = (shapes: string) => `${XML_HEAD}<p:sld ${PML_NS}><p:cSld><p:spTree>${slideTree}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;

function coverSlide(title: string, subtitle: string): string {
  return slideXml(
    textBox(2, '底色', { x: 0, y: 0, w: WIDTH, h: HEIGHT }, [''], 1200, { fill: '123B6D' }) +
      textBox(3, '标题', { x: 838_200, y: 2_130_000, w: WIDTH - 1_676_400, h: 1_470_000 }, [title], 4000, { bold: true, color: 'FFFFFF', center: true }) +
      textBox(4, '副标题', { x: 838_200, y: 3_700_000, w: WIDTH - 1_676_400, h: 900_000 }, [subtitle], 2000, { color: 'C9D8F0', center: true }),
  );
}

function contentSlide(slide: Slide, n: number, total: number): string {
  return slideXml(
    textBox(2, '标题栏', { x: 0, y: 0, w: WIDTH, h: 1_100_000 }, [slide.title], 2800, { bold: true, color: 'FFFFFF', fill: '1F6FEB' }) +
      textBox(3, '要点', { x: 838_200, y: 1_450_000, w: WIDTH - 1_676_400, h: 4_600_000 }, slide.bullets, 2000, { bullet: true }) +
      textBox(4, '页码', { x: WIDTH - 1_800_000, y: HEIGHT - 600_000, w: 1_400_000, h: 400_000 }, [`${n} / ${total}`], 1200, { color: '8A94A6' }),
  );
}

/** A PowerPoint deck (OOXML): a cover slide, then one slide of bullet points per entry. */
export function makePptx({ title, subtitle, author, date, slides }: PptxInput): Uint8Array {
  const all = [coverSlide(title, subtitle), ...slides.map((s, i) => contentSlide(s, i + 2, slides.length + 1))];
  const parts: Record<string, string> = {
    '_rels/.rels': relationshipsXml([
      { id: 'rId1', type: REL.officeDocument, target: 'ppt/presentation.xml' },
      { id: 'rId2', type: REL.coreProps, target: 'docProps/core.xml' },
    ]),
    'docProps/core.xml': corePropsXml({ title, author, date }),
    'ppt/presentation.xml':
      `${XML_HEAD}<p:presentation ${PML_NS} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
      `<p:sldIdLst>${all.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join('')}</p:sldIdLst>` +
      `<p:sldSz cx="${WIDTH}" cy="${HEIGHT}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': relationshipsXml([
      { id: 'rId1', type: REL.slideMaster, target: 'slideMasters/slideMaster1.xml' },
      { id: 'rId2', type: REL.theme, target: 'theme/theme1.xml' },
      ...all.map((_, i) => ({ id: `rId${i + 3}`, type: REL.slide, target: `slides/slide${i + 1}.xml` })),
    ]),
    'ppt/slideMasters/slideMaster1.xml': slideMasterXml,
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': relationshipsXml([
      { id: 'rId1', type: REL.slideLayout, target: '../slideLayouts/slideLayout1.xml' },
      { id: 'rId2', type: REL.theme, target: '../theme/theme1.xml' },
    ]),
    'ppt/slideLayouts/slideLayout1.xml': slideLayoutXml,
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': relationshipsXml([{ id: 'rId1', type: REL.slideMaster, target: '../slideMasters/slideMaster1.xml' }]),
    'ppt/theme/theme1.xml': themeXml,
  };
  const overrides: Record<string, string> = {
    '/ppt/presentation.xml': PPTX_MAIN,
    '/ppt/slideMasters/slideMaster1.xml': PPTX_MASTER,
    '/ppt/slideLayouts/slideLayout1.xml': PPTX_LAYOUT,
    '/ppt/theme/theme1.xml': PPTX_THEME,
  };
  all.forEach((xml, i) => {
    parts[`ppt/slides/slide${i + 1}.xml`] = xml;
    parts[`ppt/slides/_rels/slide${i + 1}.xml.rels`] = relationshipsXml([{ id: 'rId1', type: REL.slideLayout, target: '../slideLayouts/slideLayout1.xml' }]);
    overrides[`/ppt/slides/slide${i + 1}.xml`] = PPTX_SLIDE;
  });
  return zipParts({ '[Content_Types].xml': contentTypesXml({}, overrides), ...parts }, date);
}
