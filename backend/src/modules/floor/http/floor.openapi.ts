/** What the 'Raspored' editor sends, for the OpenAPI document. */
export const FLOOR_EXAMPLE = {
  width: 1000,
  height: 700,
  background: null,
  zones: [
    { _id: 'area:Separei', name: 'Separei', color: '#7c3aed' },
    { name: 'Bina', color: '#f59e0b' },
  ],
  tables: [{ _id: '<id stola>', zoneId: 'area:Separei', shape: 'booth', x: 120, y: 90, width: 90, height: 50, rotation: 0, minPersons: 4, maxPersons: 8 }],
};
