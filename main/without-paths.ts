// The last guard before an error message leaves main for the page (issue 13): the library already says
// what failed in plain words, but an unforeseen error (a Node message such as "ENOENT: …, open
// '/home/ann/…'") must not tell a page where the player's home is. Each absolute path is cut to its last
// part; the save folder itself is shown only where the player asks for it (Open save folder).

// A POSIX path ("/home/ann/x", not "1/2" or "and/or"), a Windows one ("C:\Users\ann" or "C:/Users"), a UNC
// one ("\\server\share"), or a file: URL. A path runs to the next space, quote or bracket.
const ABSOLUTE_PATH = /(?:file:\/\/[^\s'"`<>()]*|(?<![\w.~/\\:-])(?:[A-Za-z]:[\\/]|\\\\|~?\/)[^\s'"`<>()]*)/g;

function lastPart(path: string): string {
  const parts = path.split(/[\\/]+/).filter((p) => p !== '' && !/^[A-Za-z]:$/.test(p) && p !== 'file:' && p !== '~');
  return parts.at(-1) ?? '';
}

export function withoutPaths(message: string): string {
  return message.replace(ABSOLUTE_PATH, (path) => {
    // A lone "/" (as in "1 / 2") is no path.
    if (!/[\\/][^\\/\s]/.test(path)) return path;
    const name = lastPart(path.replace(/[.,;:!?]+$/, ''));
    const trailing = /[.,;:!?]+$/.exec(path)?.[0] ?? '';
    return `${name || 'a folder'}${trailing}`;
  });
}
