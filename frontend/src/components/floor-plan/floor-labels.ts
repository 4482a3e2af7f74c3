import type { TableShape } from '@izlazak/contracts';

/** A finger's target: no table on a plan a guest or the door taps is smaller on screen (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;
/** The smallest a table's name is drawn on screen, so it can be read at the door. */
export const MIN_NAME_PX = 11;
/** A plan never grows wider than this to keep its names readable; its targets still keep MIN_TARGET_PX. */
export const MAX_CANVAS_PX = 2400;

/** How wide a text is at font size 1 (in the plan's units): measured by the caller, estimated without a browser. */
export type TextWidth = (text: string, weight: 400 | 600) => number;

export interface LabelTable {
  shape: TableShape;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number | null;
}

/** Where a table's words go: at (`x`, `y`) turned by `angle`, the name and (when it fits) a second line. */
export interface TableLabel {
  x: number;
  y: number;
  angle: number;
  nameSize: number;
  /** 0 without the second line: the list below the plan still says it. */
  detailSize: number;
  /** The centres of the two lines, from the label's centre along the turned label's height. */
  nameOffset: number;
  detailOffset: number;
}

/** A table's label with its name alone, and with the second line when that leaves the name most of its size. */
export interface TableLabels {
  nameOnly: TableLabel;
  withDetail: TableLabel | null;
}

/** A line's height (the glyphs' box, not the baseline's) and the gap between the two, as parts of the name's size. */
const LINE = 1.2;
const LINE_GAP = 0.1;
const DETAIL_RATIO = 0.8;
/** The words keep off the table's edge. */
const INSET = 0.9;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

interface Room {
  /** The outline words may fill, unturned, and whether it is round. */
  w: number;
  h: number;
  round: boolean;
  /** Its centre on the plan (a booth's back takes its top). */
  x: number;
  y: number;
}

function roomOf(table: LabelTable): Room {
  if (table.shape !== 'booth') return { w: table.width, h: table.height, round: table.shape === 'round', x: table.x, y: table.y };
  const back = Math.min(table.width, table.height) * 0.2;
  const turn = radians(table.rotation ?? 0);
  // The back runs along the top and both sides: the seat is the rest, half a back lower.
  return { w: table.width - 2 * back, h: table.height - back, round: false, x: table.x - (Math.sin(turn) * back) / 2, y: table.y + (Math.cos(turn) * back) / 2 };
}

/**
 * The largest scale of a block of words `bw` × `bh` (at size 1) turned by `textAngle` that fits
 * inside the table's room (turned with the table, round or not) and inside the plan.
 */
function fitScale(table: LabelTable, room: Room, bw: number, bh: number, textAngle: number, plan: { width: number; height: number }): number {
  // The block's corners in the table's own (unturned) frame.
  const relative = radians(textAngle - (table.rotation ?? 0));
  const cos = Math.cos(relative);
  const sin = Math.sin(relative);
  const halfW = room.w / 2;
  const halfH = room.h / 2;
  let scale: number;
  if (room.round) {
    // Both pairs of opposite corners inside the ellipse.
    const corners = [
      [bw / 2, bh / 2],
      [bw / 2, -bh / 2],
    ].map(([a, b]) => Math.hypot((a * cos - b * sin) / halfW, (a * sin + b * cos) / halfH));
    scale = 1 / Math.max(...corners);
  } else {
    const c = Math.abs(cos);
    const s = Math.abs(sin);
    scale = Math.min(halfW / ((bw / 2) * c + (bh / 2) * s), halfH / ((bw / 2) * s + (bh / 2) * c));
  }
  // Never past the plan's edge (a table may stand half outside it).
  const turned = radians(textAngle);
  const extentX = (bw / 2) * Math.abs(Math.cos(turned)) + (bh / 2) * Math.abs(Math.sin(turned));
  const extentY = (bw / 2) * Math.abs(Math.sin(turned)) + (bh / 2) * Math.abs(Math.cos(turned));
  const roomX = Math.max(0, Math.min(room.x, plan.width - room.x));
  const roomY = Math.max(0, Math.min(room.y, plan.height - room.y));
  return Math.min(scale * INSET, roomX / extentX, roomY / extentY);
}

/** The angle along the table's longer side, turned so the words never read upside down. */
function alongTable(table: LabelTable): number {
  const long = table.height > table.width * 1.15 ? 90 : 0;
  let angle = ((((table.rotation ?? 0) + long) % 180) + 180) % 180;
  if (angle > 90) angle -= 180;
  return angle;
}

/**
 * A table's labels: its name as large as `maxSize`, inside the table and the plan, level when that
 * is nearly as large as along the table, else along it; with the second line when that still leaves
 * the name most of its size. Words inside their own table never run into a neighbour's.
 */
export function tableLabels(table: LabelTable, name: string, detail: string, maxSize: number, plan: { width: number; height: number }, textWidth: TextWidth): TableLabels {
  const room = roomOf(table);
  const nameWidth = textWidth(name, 600);
  const blockWidth = Math.max(nameWidth, textWidth(detail, 400) * DETAIL_RATIO);
  const blockHeight = LINE + LINE_GAP + DETAIL_RATIO * LINE;
  const candidates = [0, alongTable(table)].map((angle) => ({
    angle,
    nameOnly: Math.min(maxSize, fitScale(table, room, nameWidth, LINE, angle, plan)),
    withDetail: detail ? Math.min(maxSize, fitScale(table, room, blockWidth, blockHeight, angle, plan)) : 0,
  }));
  const [level, along] = candidates;
  const chosen = Math.max(level.nameOnly, level.withDetail) >= Math.max(along.nameOnly, along.withDetail) * 0.85 ? level : along;
  const at = { x: room.x, y: room.y, angle: chosen.angle };
  const size = chosen.withDetail;
  return {
    nameOnly: { ...at, nameSize: chosen.nameOnly, detailSize: 0, nameOffset: 0, detailOffset: 0 },
    withDetail:
      size > 0 && size >= chosen.nameOnly * 0.7
        ? { ...at, nameSize: size, detailSize: size * DETAIL_RATIO, nameOffset: ((LINE - blockHeight) * size) / 2, detailOffset: ((blockHeight - DETAIL_RATIO * LINE) * size) / 2 }
        : null,
  };
}

/** The table's box on the plan, turned as it stands. */
export function turnedBox(table: LabelTable): { w: number; h: number } {
  const angle = radians(table.rotation ?? 0);
  const c = Math.abs(Math.cos(angle));
  const s = Math.abs(Math.sin(angle));
  return { w: table.width * c + table.height * s, h: table.width * s + table.height * c };
}

/**
 * How many screen pixels a unit of the plan needs at least: every table a MIN_TARGET_PX target and
 * every name (alone) MIN_NAME_PX high, within MAX_CANVAS_PX (past it, the targets are grown instead).
 */
export function minimumScale(planWidth: number, tables: { box: { w: number; h: number }; nameSize: number }[]): number {
  let scale = 0;
  for (const { box, nameSize } of tables) scale = Math.max(scale, MIN_TARGET_PX / Math.min(box.w, box.h), nameSize > 0 ? MIN_NAME_PX / nameSize : 0);
  return Math.min(scale, MAX_CANVAS_PX / planWidth);
}

/** The label drawn at a scale: with its second line where the name stays readable with it. */
export function labelAt({ nameOnly, withDetail }: TableLabels, scale: number): TableLabel {
  return withDetail && withDetail.nameSize * scale >= MIN_NAME_PX ? withDetail : nameOnly;
}

/** A text's width at font size 1, estimated where nothing can measure it (the server's render). */
export const estimatedWidth: TextWidth = (text, weight) => text.length * (weight === 600 ? 0.62 : 0.56);

let measuring: CanvasRenderingContext2D | null | undefined;

/** A text's width at font size 1 in the page's own font, measured on a canvas; estimated without one. */
export function measuredWidth(fontFamily: string): TextWidth {
  if (measuring === undefined) measuring = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const context = measuring;
  if (!context) return estimatedWidth;
  const cache = new Map<string, number>();
  return (text, weight) => {
    const key = `${weight}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = `${weight} 100px ${fontFamily}`;
      width = context.measureText(text).width / 100;
      cache.set(key, width);
    }
    return width;
  };
}
