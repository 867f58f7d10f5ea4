import type { DemoTones } from './demo-tones';
import type { DemoShape } from './demo-types';

type Draw = (b: string, d: string, l: string) => string;

/**
 * One flat illustration per shape, drawn in a 400 × 400 box with the object resting around y = 320.
 * `b`, `d`, `l` are the body, dark and light tones. Kept to a handful of elements each so a whole
 * image stays under the 3 KB budget.
 */
const drawings: Record<DemoShape, Draw> = {
  jacket: (b, d, l) =>
    `<path d="M155 100 120 112 86 200l16 100h30l6-88v108h124V212l6 88h30l16-100-34-88-35-12q-45 40-90 0z" fill="${b}"/><path d="M155 100q45 40 90 0l-10-12q-35 24-70 0z" fill="${d}"/><path d="M200 132v188" stroke="${l}" stroke-width="4"/><path d="M150 236h28M222 236h28" stroke="${d}" stroke-width="5" stroke-linecap="round"/>`,
  hoodie: (b, d, l) =>
    `<path d="M148 118q52-86 104 0z" fill="${d}"/><path d="M155 100 120 112 86 200l16 100h30l6-88v108h124V212l6 88h30l16-100-34-88-35-12q-45 40-90 0z" fill="${b}"/><path d="M160 248h80l12 44H148z" fill="${d}" opacity=".4"/><path d="M188 120v42M212 120v42" stroke="${l}" stroke-width="4" stroke-linecap="round"/>`,
  tee: (b, d) =>
    `<path d="M160 100 100 125 70 185l40 18 22-30v137h136V173l22 30 40-18-30-60-60-25q-40 30-80 0z" fill="${b}"/><path d="M160 100q40 30 80 0" stroke="${d}" stroke-width="6" fill="none"/>`,
  vest: (b, d, l) =>
    `<path d="M160 100 128 114l-8 70 12 126h136l12-126-8-70-32-14q-40 40-80 0z" fill="${b}"/><path d="M124 170h152M121 220h158M124 270h152" stroke="${d}" stroke-width="3" opacity=".5"/><path d="M200 132v178" stroke="${l}" stroke-width="4"/>`,
  pants: (b, d) =>
    `<path d="M140 90h120l14 230h-50l-24-170-24 170h-50z" fill="${b}"/><path d="M140 90h120v18H140z" fill="${d}"/>`,
  socks: (b, d, l) =>
    `<path d="M160 90h60v150l-10 50q-10 30-45 30h-50q-20 0-20-20 0-25 30-35l35-25z" fill="${b}"/><path d="M160 90h60v34h-60z" fill="${d}"/><path d="M160 140h60" stroke="${l}" stroke-width="5"/><path d="M80 320q-2-20 30-28l8 28z" fill="${d}"/>`,
  beanie: (b, d, l) =>
    `<path d="M110 250q0-130 90-130t90 130z" fill="${b}"/><rect x="100" y="240" width="200" height="52" rx="12" fill="${d}"/><path d="M140 250v32M170 250v32M200 250v32M230 250v32M260 250v32" stroke="${b}" stroke-width="5" opacity=".6"/><circle cx="200" cy="112" r="24" fill="${l}"/>`,
  hat: (b, d, l) =>
    `<ellipse cx="200" cy="260" rx="150" ry="42" fill="${d}"/><path d="M130 260q0-120 70-120t70 120z" fill="${b}"/><path d="M133 236h134" stroke="${l}" stroke-width="12"/>`,
  glove: (b, d) =>
    `<path d="M150 320V160q0-50 45-50t45 50v60l25-35q18-12 28 4l-53 90v41z" fill="${b}"/><rect x="146" y="298" width="98" height="34" rx="6" fill="${d}"/>`,
  mug: (b, d, l) =>
    `<path d="M262 172h18a38 38 0 0 1 0 76h-18" stroke="${b}" stroke-width="18" fill="none"/><path d="M120 140h150v130q0 40-40 40h-70q-40 0-40-40z" fill="${b}"/><ellipse cx="195" cy="140" rx="75" ry="14" fill="${d}"/><g fill="${l}" opacity=".7"><circle cx="150" cy="200" r="4"/><circle cx="200" cy="245" r="3"/><circle cx="236" cy="190" r="4"/></g>`,
  bottle: (b, d, l) =>
    `<rect x="150" y="120" width="100" height="200" rx="30" fill="${b}"/><rect x="168" y="82" width="64" height="46" rx="10" fill="${d}"/><rect x="150" y="172" width="100" height="28" fill="${l}" opacity=".5"/>`,
  kettle: (b, d) =>
    `<path d="M132 272q-56-34-80-104" stroke="${b}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M120 310q-10-120 80-140 90 20 80 140z" fill="${b}"/><path d="M160 176q40-70 80 0" stroke="${d}" stroke-width="10" fill="none"/><ellipse cx="200" cy="172" rx="36" ry="8" fill="${d}"/>`,
  plate: (b, d, l) =>
    `<circle cx="200" cy="210" r="120" fill="${b}"/><circle cx="200" cy="210" r="84" fill="${l}"/><circle cx="200" cy="210" r="117" stroke="${d}" stroke-width="6" fill="none"/>`,
  cutlery: (b, d) =>
    `<path d="M192 176h16l6 140q0 14-14 14t-14-14z" fill="${b}"/><path d="M165 110q0-45 35-45t35 45q0 50-35 72-35-22-35-72z" fill="${b}"/><path d="M185 66v34M200 64v36M215 66v34" stroke="${d}" stroke-width="5"/>`,
  skillet: (b, d) =>
    `<path d="M262 190l104-40" stroke="${b}" stroke-width="26" stroke-linecap="round"/><circle cx="170" cy="220" r="100" fill="${b}"/><circle cx="170" cy="220" r="78" fill="${d}"/>`,
  jar: (b, d, l) =>
    `<rect x="130" y="130" width="140" height="190" rx="22" fill="${b}"/><rect x="120" y="100" width="160" height="40" rx="10" fill="${d}"/><rect x="150" y="190" width="100" height="70" rx="8" fill="${l}"/>`,
  bowl: (b, d) =>
    `<path d="M90 190h220q0 120-110 120T90 190z" fill="${b}"/><ellipse cx="200" cy="190" rx="110" ry="22" fill="${d}"/><path d="M150 314h100" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  tent: (b, d, l) =>
    `<path d="M60 310 200 100l140 210z" fill="${b}"/><path d="M200 100l-40 210h80z" fill="${d}"/><path d="M200 100v210" stroke="${l}" stroke-width="3"/><path d="M40 312h320" stroke="${d}" stroke-width="6" stroke-linecap="round"/>`,
  'sleeping-bag': (b, d) =>
    `<path d="M150 80q50-20 100 0l20 230q-70 25-140 0z" fill="${b}"/><ellipse cx="200" cy="120" rx="34" ry="26" fill="${d}"/><path d="M140 170q60 12 120 0M137 220q63 12 126 0M134 270q66 12 132 0" stroke="${d}" stroke-width="4" fill="none"/>`,
  pad: (b, d, l) =>
    `<ellipse cx="90" cy="210" rx="36" ry="50" fill="${b}"/><rect x="90" y="160" width="200" height="100" fill="${b}"/><ellipse cx="290" cy="210" rx="36" ry="50" fill="${d}"/><ellipse cx="290" cy="210" rx="18" ry="28" fill="${l}"/>`,
  hammock: (b, d) =>
    `<path d="M40 100v230M360 100v230" stroke="${d}" stroke-width="14"/><path d="M40 130 90 180M360 130 310 180" stroke="${d}" stroke-width="4"/><path d="M90 180q110 140 220 0z" fill="${b}"/><path d="M90 180h220" stroke="${d}" stroke-width="5"/>`,
  pillow: (b, d, l) =>
    `<path d="M100 140q100-30 200 0 20 70 0 140-100 30-200 0-20-70 0-140z" fill="${b}"/><path d="M130 170q70-15 140 0" stroke="${l}" stroke-width="5" fill="none"/><circle cx="200" cy="210" r="8" fill="${d}"/>`,
  backpack: (b, d) =>
    `<path d="M175 100q25-40 50 0" stroke="${d}" stroke-width="8" fill="none"/><rect x="125" y="100" width="150" height="220" rx="40" fill="${b}"/><path d="M125 150q75-40 150 0v-10q0-40-40-40h-70q-40 0-40 40z" fill="${d}"/><rect x="150" y="220" width="100" height="70" rx="14" fill="${d}"/>`,
  tote: (b, d) =>
    `<path d="M150 160q0-80 50-80t50 80" stroke="${d}" stroke-width="12" fill="none"/><path d="M110 160h180l-15 160H125z" fill="${b}"/><path d="M110 160h180v22H110z" fill="${d}"/>`,
  'dry-bag': (b, d, l) =>
    `<path d="M135 130h130l10 180q-75 20-150 0z" fill="${b}"/><rect x="120" y="96" width="160" height="40" rx="16" fill="${d}"/><path d="M140 116h120" stroke="${l}" stroke-width="4"/><path d="M280 116q30 0 20 30" stroke="${d}" stroke-width="6" fill="none"/>`,
  pouch: (b, d, l) =>
    `<path d="M40 214h320" stroke="${d}" stroke-width="12" stroke-linecap="round"/><path d="M90 200q0-60 60-60h100q60 0 60 60v40q0 60-60 60H150q-60 0-60-60z" fill="${b}"/><path d="M100 184q100-30 200 0" stroke="${l}" stroke-width="5" fill="none"/>`,
  poles: (b, d) =>
    `<path d="M170 80l-20 250M230 80l20 250" stroke="${b}" stroke-width="10" stroke-linecap="round"/><path d="M170 84l-4 56M230 84l4 56" stroke="${d}" stroke-width="22" stroke-linecap="round"/><path d="M136 292h36M228 292h36" stroke="${d}" stroke-width="8" stroke-linecap="round"/>`,
  compass: (b, d, l) =>
    `<rect x="110" y="90" width="180" height="240" rx="20" fill="${l}"/><circle cx="200" cy="230" r="70" fill="${b}"/><circle cx="200" cy="230" r="54" fill="${l}"/><path d="M200 180l14 50h-28z" fill="${d}"/><path d="M200 280l14-50h-28z" fill="${b}"/>`,
  map: (b, d, l) =>
    `<path d="M80 120l80-30 80 30 80-30v200l-80 30-80-30-80 30z" fill="${b}"/><path d="M160 90v200M240 120v200" stroke="${d}" stroke-width="3"/><path d="M100 230q40-60 80-20t80-40 60 0" stroke="${l}" stroke-width="5" fill="none" stroke-dasharray="8 8"/>`,
  blanket: (b, d, l) =>
    `<rect x="90" y="150" width="220" height="150" rx="14" fill="${b}"/><path d="M90 196h220M90 256h220" stroke="${d}" stroke-width="12"/><rect x="98" y="158" width="204" height="134" rx="10" stroke="${l}" stroke-width="3" stroke-dasharray="6 6" fill="none"/>`,
  candle: (b, d, l) =>
    `<rect x="130" y="150" width="140" height="170" rx="18" fill="${b}"/><rect x="150" y="200" width="100" height="70" rx="6" fill="${l}"/><path d="M200 150v-30" stroke="${d}" stroke-width="4"/><path d="M200 70q22 30 0 50-22-20 0-50z" fill="#f4a340"/>`,
  lantern: (b, d) =>
    `<path d="M175 80q25-40 50 0" stroke="${d}" stroke-width="8" fill="none"/><rect x="150" y="80" width="100" height="24" rx="8" fill="${d}"/><rect x="140" y="104" width="120" height="170" rx="16" fill="${b}"/><rect x="160" y="124" width="80" height="130" rx="10" fill="#ffe7a3"/><rect x="130" y="274" width="140" height="40" rx="10" fill="${d}"/>`,
  chair: (b, d) =>
    `<path d="M120 320 260 140M280 320 140 140" stroke="${d}" stroke-width="12" stroke-linecap="round"/><path d="M130 140h140l-20 110H150z" fill="${b}"/><path d="M110 236h180" stroke="${d}" stroke-width="10"/>`,
  board: (b, d) =>
    `<path d="M300 220h50" stroke="${b}" stroke-width="24" stroke-linecap="round"/><rect x="90" y="140" width="220" height="160" rx="24" fill="${b}"/><rect x="110" y="160" width="180" height="120" rx="16" fill="none" stroke="${d}" stroke-width="4"/><path d="M130 204q70-20 140 0M130 240q70 20 140 0" stroke="${d}" stroke-width="3" fill="none" opacity=".5"/>`,
  frame: (b, d) =>
    `<rect x="110" y="80" width="180" height="240" fill="${d}"/><rect x="126" y="96" width="148" height="208" fill="${b}"/><path d="M160 140l60-10 20 70-60 20z" stroke="#fff" stroke-width="1.5" fill="none" opacity=".6"/><g fill="#fff"><circle cx="160" cy="140" r="3"/><circle cx="220" cy="130" r="4"/><circle cx="240" cy="200" r="3"/><circle cx="180" cy="220" r="4"/><circle cx="200" cy="270" r="3"/></g>`,
  flame: (b, d, l) =>
    `<path d="M120 322l160-30M120 292l160 30" stroke="${d}" stroke-width="16" stroke-linecap="round"/><path d="M200 80q80 90 60 170a60 60 0 0 1-120 0q-10-60 40-100 0 50 20 60 20-60 0-130z" fill="${b}"/><path d="M200 200q30 40 20 70a20 20 0 0 1-40 0q0-40 20-70z" fill="${l}"/>`,
  book: (b, d, l) =>
    `<rect x="120" y="90" width="170" height="230" rx="8" fill="${b}"/><rect x="120" y="90" width="24" height="230" fill="${d}"/><rect x="172" y="140" width="90" height="40" rx="4" fill="${l}"/><path d="M286 104v202" stroke="${l}" stroke-width="5"/>`,
  tablet: (b, d, l) =>
    `<rect x="120" y="80" width="160" height="240" rx="18" fill="${d}"/><rect x="134" y="100" width="132" height="190" rx="6" fill="${b}"/><path d="M146 250l36-56 26 34 16-20 34 42z" fill="${l}"/><circle cx="234" cy="140" r="12" fill="${l}"/>`,
  cards: (b, d, l) =>
    `<rect x="110" y="120" width="150" height="200" rx="14" fill="${d}" transform="rotate(-10 185 220)"/><rect x="140" y="100" width="150" height="200" rx="14" fill="${b}" transform="rotate(6 215 200)"/><circle cx="215" cy="200" r="32" fill="${l}"/>`,
};

/**
 * Draws a shape's SVG elements (no `<svg>` wrapper) in the 400 × 400 illustration box.
 *
 * @param shape - which object to draw
 * @param tones - the palette to paint it with
 */
export function drawIllustration(shape: DemoShape, tones: DemoTones): string {
  return drawings[shape](tones.body, tones.dark, tones.light);
}

/** Every shape the illustrator can draw (for tests and pickers). */
export const demoShapes = Object.keys(drawings) as DemoShape[];
