import "./chip-list.css";

/** A wrapping row of short labels, such as skills or technologies. */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <ul className="chip-list">
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  );
}
