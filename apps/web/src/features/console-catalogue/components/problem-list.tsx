/** Problems the form has no field for, by the document's path (a FAQ's answer, say), under the form's banner. */
export function ProblemList({ problems }: { problems: [path: string, message: string][] }) {
  if (problems.length === 0) return null;
  return (
    <ul>
      {problems.map(([path, message]) => (
        <li key={path}>
          {path}: {message}
        </li>
      ))}
    </ul>
  );
}
