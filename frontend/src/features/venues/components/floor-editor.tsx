import { useId, useRef, useState, type ChangeEvent, type CSSProperties, type DragEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { TABLE_SHAPES, type FloorPlanView, type MessageId, type TableShape } from '@izlazak/contracts';
import { serverMessage } from '../../../api/error-catalogue';
import { personsText, TableShape as TableOutline } from '../../../components/floor-plan/floor-plan';
import { MAX_IMAGE_BYTES } from '../../../components/media/preview-url';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { useMessages } from '../../../lib/locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSaveFloorMutation, useUploadFloorBackgroundMutation } from '../api';
import { addZone, changeTable, changeZone, draftOf, floorInputOf, isOnPlan, moveTable, nudgeTable, removeZone, FLOOR_GRID, type DraftTable, type FloorDraft } from './floor-draft';
import { ZoneModal } from './zone-modal';
import '../../../components/floor-plan/floor-plan.css';

const SHAPE_LABELS: Record<TableShape, MessageId> = {
  round: 'floorEditor.shape.round',
  square: 'floorEditor.shape.square',
  rectangle: 'floorEditor.shape.rectangle',
  booth: 'floorEditor.shape.booth',
};

interface Drag {
  tableId: string;
  /** From the table's centre to where the pointer took it. */
  dx: number;
  dy: number;
}

/** The plan's own units under a pointer. */
function planPoint(svg: SVGSVGElement, clientX: number, clientY: number) {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { x: 0, y: 0 };
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/**
 * Podešavanja → Raspored: zones, tables dragged from the tray onto the plan and around it (on wider
 * screens), their shape, size, rotation and persons beside the plan (a sheet on a phone), snapping
 * to the grid, undo of the last change, arrows moving the selected table, and 'Sačuvaj' from the
 * version it was drawn on.
 */
export function FloorEditor({ clubId, plan }: { clubId: string; plan: FloorPlanView }) {
  const [draft, setDraft] = useState<FloorDraft>(() => draftOf(plan));
  const [past, setPast] = useState<FloorDraft[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [addingZone, setAddingZone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saveFloor, saving] = useSaveFloorMutation();
  const [uploadBackground, uploading] = useUploadFloorBackgroundMutation();
  const svgRef = useRef<SVGSVGElement>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const t = useMessages();

  const selected = draft.tables.find((table) => table._id === selectedId) ?? null;
  const zoneColor = new Map(draft.zones.map((zone) => [zone.key, zone.color]));
  const tray = draft.tables.filter((table) => !isOnPlan(table));

  /** Every change but a drag's moves is one step back for 'Poništi'. */
  const apply = (next: FloorDraft | null) => {
    if (!next) return;
    setPast((steps) => [...steps.slice(-49), draft]);
    setDraft(next);
  };
  const undo = () => {
    const previous = past[past.length - 1];
    if (!previous) return;
    setPast((steps) => steps.slice(0, -1));
    setDraft(previous);
  };

  const placeInMiddle = (table: DraftTable) => {
    apply(moveTable(draft, table._id, draft.width / 2, draft.height / 2));
    setSelectedId(table._id);
  };
  const onDropFromTray = (event: DragEvent<SVGSVGElement>) => {
    event.preventDefault();
    const tableId = event.dataTransfer.getData('text/plain');
    if (!tableId || !svgRef.current) return;
    const { x, y } = planPoint(svgRef.current, event.clientX, event.clientY);
    apply(moveTable(draft, tableId, x, y));
    setSelectedId(tableId);
  };

  const startDrag = (event: PointerEvent, table: DraftTable) => {
    setSelectedId(table._id);
    if (!wide || !svgRef.current || !isOnPlan(table)) return;
    const { x, y } = planPoint(svgRef.current, event.clientX, event.clientY);
    svgRef.current.setPointerCapture(event.pointerId);
    setPast((steps) => [...steps.slice(-49), draft]);
    setDrag({ tableId: table._id, dx: x - table.x, dy: y - table.y });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag || !svgRef.current) return;
    const { x, y } = planPoint(svgRef.current, event.clientX, event.clientY);
    setDraft((current) => moveTable(current, drag.tableId, x - drag.dx, y - drag.dy));
  };
  const onTableKey = (event: KeyboardEvent, table: DraftTable) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelectedId(table._id);
      return;
    }
    const moved = nudgeTable(draft, table._id, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    setSelectedId(table._id);
    apply(moved);
  };

  async function save() {
    setRefusal(null);
    try {
      await saveFloor({ clubId, plan: floorInputOf(draft), version: plan.version }).unwrap();
      notifySuccess(t('floorEditor.saved'));
    } catch (error) {
      setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('floorEditor.notSaved'));
    }
  }

  /** The picture is stored at once and becomes the plan's with 'Sačuvaj', like every other change here. */
  async function chooseBackground(file: File) {
    setRefusal(null);
    if (!file.type.startsWith('image/')) return setRefusal(t('media.notAnImage'));
    if (file.size > MAX_IMAGE_BYTES) return setRefusal(t('errors.imageTooLarge', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) }));
    try {
      const { background } = await uploadBackground({ clubId, file }).unwrap();
      apply({ ...draft, background });
    } catch (error) {
      setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('floorEditor.notUploaded'));
    }
  }

  const panel = selected && <TablePanel table={selected} draft={draft} onChange={(change) => apply(changeTable(draft, selected._id, change))} />;

  return (
    <div className="floor-editor" onKeyDown={(event) => (event.ctrlKey || event.metaKey) && event.key === 'z' && (event.preventDefault(), undo())}>
      <div className="floor-editor__toolbar">
        <Button variant="outline-secondary" onClick={undo} disabled={past.length === 0}>
          {t('floorEditor.undo')}
        </Button>
        <Button variant="primary" onClick={() => void save()} disabled={saving.isLoading}>
          {saving.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
          {t('floorEditor.save')}
        </Button>
        <BackgroundPicker
          background={draft.background}
          uploading={uploading.isLoading}
          onChoose={(file) => void chooseBackground(file)}
          onRemove={() => apply({ ...draft, background: null })}
        />
        <span className="small text-body-secondary">{wide ? t('floorEditor.dragHint') : t('floorEditor.tapHint')}</span>
      </div>
      {refusal && (
        <Alert variant="danger" className="py-2" data-testid="floor-refusal">
          {refusal}
        </Alert>
      )}

      <ZoneList
        draft={draft}
        onAdd={() => setAddingZone(true)}
        onRename={(key, name) => apply(changeZone(draft, key, { name }))}
        onRecolor={(key, color) => apply(changeZone(draft, key, { color }))}
        onRemove={(key) => apply(removeZone(draft, key))}
      />

      <div className="floor-editor__body">
        <section className="floor-editor__tray" aria-label={t('floorEditor.offPlan')}>
          <h2 className="h6">{t('floorEditor.offPlanTitle')}</h2>
          {tray.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t('floorEditor.allOnPlan')}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {tray.map((table) => (
                <li key={table._id} draggable={wide} onDragStart={(event) => event.dataTransfer.setData('text/plain', table._id)} className="floor-editor__tray-item">
                  <span>
                    {table.name} <span className="text-body-secondary">· {personsText(table)}</span>
                  </span>
                  <Button size="sm" variant="outline-primary" onClick={() => placeInMiddle(table)} aria-label={t('floorEditor.placeNamed', { name: table.name })}>
                    {t('floorEditor.place')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <svg
          ref={svgRef}
          className="floor-plan__canvas floor-editor__canvas"
          viewBox={`0 0 ${draft.width} ${draft.height}`}
          role="group"
          aria-label={t('floorEditor.canvas')}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDropFromTray}
          onPointerMove={onPointerMove}
          onPointerUp={() => setDrag(null)}
          onPointerCancel={() => setDrag(null)}
        >
          <defs>
            <pattern id="floor-grid" width={FLOOR_GRID} height={FLOOR_GRID} patternUnits="userSpaceOnUse">
              <path d={`M ${FLOOR_GRID} 0 L 0 0 0 ${FLOOR_GRID}`} fill="none" stroke="#e2e0da" strokeWidth={1} />
            </pattern>
          </defs>
          <rect x={0} y={0} width={draft.width} height={draft.height} fill="url(#floor-grid)" />
          {draft.background && (
            <image href={draft.background} x={0} y={0} width={draft.width} height={draft.height} preserveAspectRatio="xMidYMid meet" opacity={0.5} data-testid="floor-background" />
          )}
          {draft.tables.filter(isOnPlan).map((table) => (
            <g
              key={table._id}
              className={`floor-table floor-table__button floor-table--free floor-table--pickable${table._id === selectedId ? ' floor-table--selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-label={`${table.name}, ${personsText(table)}`}
              aria-pressed={table._id === selectedId}
              onPointerDown={(event) => startDrag(event, table)}
              onKeyDown={(event) => onTableKey(event, table)}
            >
              <g
                transform={`translate(${table.x} ${table.y}) rotate(${table.rotation})`}
                style={table.zoneKey ? ({ '--zone-color': zoneColor.get(table.zoneKey) } as CSSProperties) : undefined}
              >
                <TableOutline table={table} />
              </g>
              <text className="floor-table__name" x={table.x} y={table.y + 6} fontSize={Math.max(draft.width, draft.height) / 42}>
                {table.name}
              </text>
            </g>
          ))}
        </svg>

        {wide && (
          <aside className="floor-editor__panel" aria-label={t('floorEditor.chosenTable')}>
            {panel ?? <p className="small text-body-secondary mb-0">{t('floorEditor.chooseTable')}</p>}
          </aside>
        )}
      </div>

      {!wide && (
        <Modal show={Boolean(selected)} title={selected ? t('floorEditor.tableNamed', { name: selected.name }) : t('floorEditor.table')} onClose={() => setSelectedId(null)}>
          {panel}
        </Modal>
      )}

      <ZoneModal
        show={addingZone}
        taken={draft.zones.map((zone) => zone.name.toLowerCase())}
        onAdd={(name, color) => apply(addZone(draft, name, color))}
        onClose={() => setAddingZone(false)}
      />
    </div>
  );
}

/** 'Pozadina': the venue's own drawing of its floor behind the plan, chosen from a file or taken away. */
function BackgroundPicker({ background, uploading, onChoose, onRemove }: { background: string | null; uploading: boolean; onChoose: (file: File) => void; onRemove: () => void }) {
  const inputId = useId();
  const t = useMessages();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after 'Ukloni pozadinu'.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <span className="floor-editor__background">
      <input id={inputId} type="file" className="visually-hidden" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" onChange={choose} disabled={uploading} />
      <label htmlFor={inputId} className={`btn btn-outline-secondary mb-0${uploading ? ' disabled' : ''}`}>
        {uploading && <Spinner animation="border" size="sm" className="me-2" />}
        {background ? t('floorEditor.changeBackground') : t('floorEditor.addBackground')}
      </label>
      {background && (
        <Button variant="outline-secondary" onClick={onRemove} disabled={uploading}>
          {t('floorEditor.removeBackground')}
        </Button>
      )}
    </span>
  );
}

function ZoneList(props: {
  draft: FloorDraft;
  onAdd: () => void;
  onRename: (key: string, name: string) => void;
  onRecolor: (key: string, color: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useMessages();
  return (
    <section className="floor-editor__zones" aria-label={t('floorEditor.zones')}>
      {props.draft.zones.map((zone) => (
        <div key={zone.key} className="floor-editor__zone">
          <input
            type="color"
            className="form-control form-control-color"
            value={zone.color}
            aria-label={t('floorEditor.zoneColour', { name: zone.name })}
            onChange={(event) => props.onRecolor(zone.key, event.target.value)}
          />
          <input
            className="form-control form-control-sm"
            value={zone.name}
            aria-label={t('floorEditor.zoneName', { name: zone.name })}
            maxLength={40}
            onChange={(event) => props.onRename(zone.key, event.target.value)}
          />
          <Button size="sm" variant="outline-danger" onClick={() => props.onRemove(zone.key)} aria-label={t('floorEditor.removeZone', { name: zone.name })}>
            ×
          </Button>
        </div>
      ))}
      <Button size="sm" variant="outline-primary" onClick={props.onAdd}>
        {t('venueAdmin.addZone')}
      </Button>
    </section>
  );
}

function NumberInput({ label, value, min, max, step = 1, onChange }: { label: string; value: number; min: number; max: number; step?: number; onChange: (value: number) => void }) {
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          className="form-control"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(next) && next >= min && next <= max) onChange(next);
          }}
        />
      )}
    </Labelled>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `floor-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="mb-2">
      <label className="form-label small mb-1" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The selected table's zone, shape, size, rotation and persons; each change shows on the plan at once. */
function TablePanel({ table, draft, onChange }: { table: DraftTable; draft: FloorDraft; onChange: (change: Partial<DraftTable>) => void }) {
  const t = useMessages();
  return (
    <div data-testid="floor-table-panel">
      <p className="fw-semibold mb-2">{table.name}</p>
      <Labelled label={t('floorEditor.zone')}>
        {(id) => (
          <select id={id} className="form-select" value={table.zoneKey ?? ''} onChange={(event) => onChange({ zoneKey: event.target.value || null })}>
            <option value="">{t('floorEditor.noZone')}</option>
            {draft.zones.map((zone) => (
              <option key={zone.key} value={zone.key}>
                {zone.name}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t('floorEditor.shape')}>
        {(id) => (
          <select id={id} className="form-select" value={table.shape} onChange={(event) => onChange({ shape: event.target.value as TableShape })}>
            {TABLE_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {t(SHAPE_LABELS[shape])}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="row g-2">
        <div className="col-6">
          <NumberInput label={t('floorEditor.width')} value={table.width} min={10} max={draft.width} step={10} onChange={(width) => onChange({ width })} />
        </div>
        <div className="col-6">
          <NumberInput label={t('floorEditor.height')} value={table.height} min={10} max={draft.height} step={10} onChange={(height) => onChange({ height })} />
        </div>
        <div className="col-12">
          <NumberInput label={t('floorEditor.rotation')} value={table.rotation} min={0} max={360} step={15} onChange={(rotation) => onChange({ rotation })} />
        </div>
        <div className="col-6">
          <NumberInput label={t('floorEditor.minPersons')} value={table.minPersons} min={1} max={table.maxPersons} onChange={(minPersons) => onChange({ minPersons })} />
        </div>
        <div className="col-6">
          <NumberInput label={t('floorEditor.maxPersons')} value={table.maxPersons} min={table.minPersons} max={999} onChange={(maxPersons) => onChange({ maxPersons })} />
        </div>
      </div>
    </div>
  );
}
