/** Rich text already rendered on the server by lib/rich.server.ts (formulas, code, files, videos). */
export function RichContent({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`rich ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
