// Stylesheets a module imports for its side effect (Vite adds them to the page): no exports to type.
declare module '*.css';
