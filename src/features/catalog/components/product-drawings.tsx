// Line drawings of the product types for the icon grid's tiles (flags, fence banners, adhesive film
// and their groups). Decorative: every tile says the product's name in text next to the drawing.
import type { ReactNode } from 'react';

const pole = <path d="M14 58V6" className="pp-drawing__pole" />;
const ground = <path d="M6 58h52" className="pp-drawing__line" />;

/** Each drawing on a 64 x 64 grid; `print` parts are the printed surface. */
const DRAWINGS: Record<string, ReactNode> = {
  wave: (<>{ground}{pole}<path d="M14 6c18 2 28 10 30 24 2 12-6 20-30 22z" className="pp-drawing__print" /></>),
  drop: (<>{ground}{pole}<path d="M14 8c20 0 30 14 28 28-2 10-12 14-28 14z" className="pp-drawing__print" /></>),
  beachflag: (<>{ground}<path d="M12 58V6M36 58V10" className="pp-drawing__pole" /><path d="M12 6c12 2 16 12 14 30H12z" className="pp-drawing__print" /><path d="M36 10c10 0 16 10 14 28H36z" className="pp-drawing__print" /></>),
  flag: (<><path d="M8 10l16 8M10 6v52" className="pp-drawing__pole" /><path d="M24 18l32 0v24H24z" className="pp-drawing__print" /><path d="M4 6h12v4H4z" className="pp-drawing__line" /></>),
  'facade-flag': (<><path d="M6 4v56" className="pp-drawing__wall" /><path d="M6 16l44-8" className="pp-drawing__pole" /><path d="M20 14l28-5v30l-28 5z" className="pp-drawing__print" /></>),
  'banner-flag': (<>{ground}<path d="M22 58V4M16 8h20" className="pp-drawing__pole" /><path d="M22 8h14v40H22z" className="pp-drawing__print" /></>),
  double: (<><path d="M10 14h26v36H10z" className="pp-drawing__print" /><path d="M28 8h26v36H28z" className="pp-drawing__print pp-drawing__print--back" /><path d="M16 26h14M34 20h14" className="pp-drawing__line" /></>),
  mesh: (<><path d="M6 14h52v36H6z" className="pp-drawing__print" /><path d="M6 22h52M6 30h52M6 38h52M6 46h52M14 14v36M22 14v36M30 14v36M38 14v36M46 14v36M54 14v36" className="pp-drawing__thin" /></>),
  banner: (<><path d="M6 16h52v32H6z" className="pp-drawing__print" /><circle cx="10" cy="20" r="1.5" className="pp-drawing__dot" /><circle cx="54" cy="20" r="1.5" className="pp-drawing__dot" /><circle cx="10" cy="44" r="1.5" className="pp-drawing__dot" /><circle cx="54" cy="44" r="1.5" className="pp-drawing__dot" /><path d="M16 28h20M16 35h30" className="pp-drawing__line" /></>),
  heras: (<><path d="M6 10v48M58 10v48M6 10h52M6 50h52" className="pp-drawing__pole" /><path d="M10 14h44v32H10z" className="pp-drawing__print" /><path d="M2 58h10M52 58h10" className="pp-drawing__line" /></>),
  'fence-high': (<><path d="M6 4v54M58 4v54M6 4h52M6 52h52" className="pp-drawing__pole" /><path d="M10 8h44v40H10z" className="pp-drawing__print" /><path d="M2 58h10M52 58h10" className="pp-drawing__line" /></>),
  barrier: (<><path d="M6 22h52v24H6z" className="pp-drawing__print" /><path d="M6 18v40M58 18v40M6 18h52M4 58h6M54 58h6" className="pp-drawing__pole" /><path d="M14 46v8M24 46v8M34 46v8M44 46v8" className="pp-drawing__thin" /></>),
  ruler: (<><path d="M4 40L40 4l20 20-36 36z" className="pp-drawing__print" /><path d="M14 30l5 5M20 24l7 7M26 18l5 5M32 12l7 7M38 6l5 5" className="pp-drawing__line" /></>),
  sticker: (<><path d="M10 10h44v28L38 54H10z" className="pp-drawing__print" /><path d="M38 54V38h16" className="pp-drawing__line" /></>),
  car: (<><path d="M4 42V32l8-12h30l12 12h6v10z" className="pp-drawing__print" /><circle cx="16" cy="44" r="6" className="pp-drawing__wheel" /><circle cx="48" cy="44" r="6" className="pp-drawing__wheel" /><path d="M16 26h12v6H12zM32 26h8l6 6H32z" className="pp-drawing__line" /></>),
  window: (<><path d="M8 6h48v52H8z" className="pp-drawing__pole" /><path d="M12 10h40v44H12z" className="pp-drawing__print" /><path d="M32 10v44M12 32h40" className="pp-drawing__line" /></>),
  frost: (<><path d="M8 6h48v52H8z" className="pp-drawing__pole" /><path d="M12 10h40v44H12z" className="pp-drawing__print pp-drawing__print--frost" /><path d="M32 20v24M22 26l20 12M22 38l20-12" className="pp-drawing__line" /></>),
  floor: (<><path d="M4 50l14-20h42L46 50z" className="pp-drawing__print" /><path d="M22 40h18M27 44l4-8" className="pp-drawing__line" /><path d="M4 56h56" className="pp-drawing__line" /></>),
  carpet: (<><path d="M6 46l12-18h40L46 46z" className="pp-drawing__print" /><path d="M6 46v6h40v-6M46 52l12-18v-6" className="pp-drawing__line" /></>),
  vsign: (<><path d="M10 58L28 10M54 58L36 10" className="pp-drawing__pole" /><path d="M28 10h8l14 40H14z" className="pp-drawing__print" /></>),
  frame: (<><path d="M10 6h44v44H10z" className="pp-drawing__pole" /><path d="M14 10h36v36H14z" className="pp-drawing__print" /><path d="M16 50l-6 8M48 50l6 8M4 58h56" className="pp-drawing__line" /></>),
};

/** The drawing of an icon name from the catalogue; an unknown or missing name gets the plain banner. */
export function ProductDrawing({ icon }: { icon: string | null | undefined }) {
  const drawing = DRAWINGS[icon ?? ''] ?? DRAWINGS.banner;
  return (
    <svg className="pp-drawing" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" data-drawing={icon && DRAWINGS[icon] ? icon : 'banner'}>
      {drawing}
    </svg>
  );
}
