/** A table's header row: one column header per label, each `scope="col"`. */
export function ColumnHeaders({
  columns,
  className,
  cellClassName = 'py-2 pr-4 font-medium',
}: {
  columns: readonly string[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
