// The report's look (issue #34): plain and printable, readable at any width, in the reader's own fonts (nothing
// fetched). Colours keep 4.5:1 against white; the graph's two shares differ by pattern as well as colour.
export const REPORT_STYLE = `
:root { color: #1b1b1b; background: #fff; font: 16px/1.5 Georgia, 'Times New Roman', serif; }
body { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
h1, h2, h3 { font-family: system-ui, sans-serif; line-height: 1.2; }
h1 { font-size: 2rem; margin-bottom: 0.25rem; }
h2 { border-bottom: 1px solid #888; padding-bottom: 0.2rem; margin-top: 2.5rem; }
.result { font-size: 1.2rem; font-weight: bold; }
.fine { color: #555; font-size: 0.9rem; }
.note { border-left: 4px solid #a35a00; padding: 0.3rem 0.8rem; background: #fff7ec; }
.diary h3 { margin-bottom: 0.3rem; }
.diary ul { margin-top: 0; }
svg.graph { width: 100%; height: auto; border: 1px solid #ccc; }
svg.graph .grid { stroke: #ddd; stroke-width: 1; }
svg.graph .axis { stroke: #666; stroke-width: 1; }
svg.graph .line { fill: none; stroke: #1f4e8c; stroke-width: 2.5; }
svg.graph .turning { fill: #fff; stroke: #b00020; stroke-width: 2.5; }
svg.graph .player { fill: #1f4e8c; }
svg.graph .dice { fill: url(#hatch); stroke: #a35a00; stroke-width: 1; }
svg.graph text { font: 12px system-ui, sans-serif; fill: #333; }
svg.graph .panel { font-weight: bold; }
table.figures { border-collapse: collapse; width: 100%; margin-top: 1rem; font-size: 0.95rem; }
table.figures caption { text-align: left; font-weight: bold; margin-bottom: 0.3rem; }
table.figures th, table.figures td { border: 1px solid #bbb; padding: 0.2rem 0.5rem; text-align: right; }
table.figures th[scope=col] { text-align: left; background: #f2f2f2; }
.turning-point { border: 1px solid #bbb; padding: 0 1rem 0.5rem; margin: 1rem 0; break-inside: avoid; }
.turning-point img { max-width: 100%; height: auto; border: 1px solid #ccc; }
.turning-point dt { font-weight: bold; }
.turning-point dd { margin: 0 0 0.4rem 1rem; }
@media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } .diary section { break-inside: avoid; } }
`;
