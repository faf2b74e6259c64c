/**
 * Stands in for `jsonexport`, the CSV writer of react-admin's default exporter (`vite.config.ts` aliases it here).
 * The console's lists export through their own CSV, whose cells are neutralised against formulas (SPEC,
 * `ExportCsvButton.tsx`), and pass `exporter={false}`; react-admin's exporter does not neutralise, so it must never
 * run, and its writer is not shipped with every first load.
 */
export default function jsonexport(): never {
  throw new Error("react-admin's default CSV exporter is not part of the console: use the list's CSV export");
}
