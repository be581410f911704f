// A log line's parts: the log list shows its rule in the margin, the announcements say only its sentence.

/** A line's leading rule reference ("[§15.2] The Defeat roll…" → "§15.2") and the rest. */
export function splitRule(line: string): { rule: string; text: string } {
  const m = /^\[([^\]]+)\]\s*(.*)$/s.exec(line);
  return m ? { rule: m[1], text: m[2] } : { rule: '', text: line };
}
