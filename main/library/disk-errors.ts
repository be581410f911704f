// What a failed file step means, in words for the player: never an errno code or a path of their machine.

const SENTENCES: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'your disk quota is used up',
  EROFS: 'the disk is read-only',
  EACCES: 'Kaiserkrieg is not allowed to write or read there',
  EPERM: 'Kaiserkrieg is not allowed to write or read there',
  EIO: 'the disk reported a read or write error',
  ENOTDIR: 'the save folder is not an ordinary folder (a file stands in its place)',
  EISDIR: 'a folder stands where a file should be',
  ELOOP: 'a link stands where a file should be, and Kaiserkrieg does not follow links',
  EMFILE: 'too many files are open on this computer',
  ENFILE: 'too many files are open on this computer',
  EBUSY: 'the file is in use by another program',
  ENAMETOOLONG: 'the folder\'s path is too long',
  EEXIST: 'a file of that name exists already',
  ENOENT: 'a file or folder it needs is missing',
};

/** A plain sentence for an errno code (without the final full stop). */
export function playerSentence(code: string | null): string {
  return (code !== null && SENTENCES[code]) || 'the computer refused the file operation';
}
