# Draws the partner logos (our own SVGs): a wordmark for desktop and a square mark for phones.
import html
partners = [
  ('jycic', '智慧工地', '综合管理平台', '#006fa6', 'site'),
  ('kunlun', '昆仑智建', 'KUNLUN SMART BUILD', '#3451d1', 'peak'),
  ('nantou', '南投建工', 'NANTOU CONSTRUCTION', '#086a8a', 'wave'),
  ('gezhouba', '葛洲坝', '工程数字化平台', '#1d4e89', 'dam'),
  ('neisheng', '内胜咨询', 'NEISHENG CONSULTING', '#a2472f', 'ring'),
  ('qibao', '七宝 ERP', 'QIBAO ENTERPRISE', '#6b3fc4', 'gem'),
  ('treasure', '计智宝', '工程资料数字保险箱', '#a15c00', 'box'),
  ('udebank', '优德工程金融', 'UDE ENGINEERING FINANCE', '#b01a35', 'coin'),
  ('header', '全咨通', '全过程工程咨询', '#087a53', 'grid'),
]
shapes = {
  'site': '<path d="M12 38h32M16 38V22l12-8 12 8v16" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/><rect x="24" y="28" width="8" height="10" fill="#fff"/>',
  'peak': '<path d="M9 40 L22 18 L29 29 L34 22 L47 40 Z" fill="#fff"/>',
  'wave': '<path d="M10 24c6-6 12 6 18 0s12 6 18 0M10 33c6-6 12 6 18 0s12 6 18 0" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>',
  'dam': '<path d="M12 16h32l-6 24H18Z" fill="#fff"/><path d="M20 24h16M21.5 31h13" stroke="COLOUR" stroke-width="2.6"/>',
  'ring': '<circle cx="28" cy="28" r="13" fill="none" stroke="#fff" stroke-width="4"/><circle cx="28" cy="28" r="4.5" fill="#fff"/>',
  'gem': '<path d="M16 20h24l6 8-18 16-18-16Z" fill="#fff"/><path d="M10 28h36M22 20l6 24 6-24" stroke="COLOUR" stroke-width="1.8" fill="none"/>',
  'box': '<rect x="13" y="17" width="30" height="24" rx="4" fill="#fff"/><path d="M13 25h30" stroke="COLOUR" stroke-width="2.6"/><circle cx="28" cy="32" r="3.2" fill="COLOUR"/>',
  'coin': '<circle cx="28" cy="28" r="15" fill="#fff"/><path d="M22 21l6 8 6-8M21 31h14M21 36h14M28 29v11" stroke="COLOUR" stroke-width="2.6" fill="none" stroke-linecap="round"/>',
  'grid': '<path d="M14 14h12v12H14zM30 14h12v12H30zM14 30h12v12H14z" fill="#fff"/><circle cx="36" cy="36" r="6" fill="#fff"/>',
}
for key, name, sub, colour, shape in partners:
    mark = f'<rect x="2" y="2" width="52" height="52" rx="13" fill="{colour}"/>' + shapes[shape].replace('COLOUR', colour)
    open(f'public/images/partners/{key}-mark.svg', 'w').write(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56" role="img" aria-label="{html.escape(name)}">{mark}</svg>\n')
    name_w = 26 * len(name) if not any(c.isascii() and c != ' ' for c in name) else 20 * len(name)
    width = 66 + max(name_w, 8 * len(sub)) + 8
    open(f'public/images/partners/{key}.svg', 'w').write(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="56" viewBox="0 0 {width} 56" role="img" aria-label="{html.escape(name)}">'
        f'{mark}'
        f'<text x="66" y="29" font-family="\'PingFang SC\',\'Microsoft YaHei\',\'WenQuanYi Micro Hei\',sans-serif" font-size="24" font-weight="700" fill="#1d2433" letter-spacing="1">{html.escape(name)}</text>'
        f'<text x="66" y="48" font-family="\'PingFang SC\',\'Microsoft YaHei\',\'WenQuanYi Micro Hei\',Arial,sans-serif" font-size="11.5" fill="{colour}" letter-spacing="0.6">{html.escape(sub)}</text>'
        f'</svg>\n')
print('ok')
