// Loaded before electronegativity (main/tools/electronegativity-check.ts): the check runs offline, but the tool
// looks online for translations and Electron's release list through `got`, whose retry timer throws
// ("onCancel handler was attached after the promise settled") under Node 24 when the network is out of reach.
// Here every `got` request is refused at once, which the tool already handles as "could not retrieve".
import Module from 'node:module';

const load = Module._load;
Module._load = function loadWithoutNetwork(request, ...rest) {
  if (request !== 'got') return load.call(this, request, ...rest);
  const refuse = () => Promise.reject(new Error('electronegativity runs offline here'));
  return Object.assign(refuse, { get: refuse, head: refuse });
};
