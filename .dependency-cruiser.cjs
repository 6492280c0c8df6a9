// The import boundaries `pnpm lint` enforces (see docs/architecture.md for the picture).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Modules import in one direction; type-only imports count too, as they tie designs together.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "digest-engine-stands-alone",
      comment:
        "@folio/digest is the engine: e-mail in, books out. It knows nothing of the server, the database, Gmail or the web app.",
      severity: "error",
      from: { path: "^packages/digest/" },
      to: { path: "^packages/(server|db|web|client|sandbox)/" },
    },
    {
      name: "web-uses-no-server-code",
      comment:
        "The web app runs in a browser: from the server it may import types (the tRPC router's), never code.",
      severity: "error",
      from: { path: "^packages/web/" },
      to: { path: "^packages/(server|db|digest)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-uses-no-server-code",
      comment:
        "The typed client ships to scripts: it takes the router's types from the server, never its code.",
      severity: "error",
      from: { path: "^packages/client/src/" },
      to: { path: "^packages/(server|db|digest)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "contracts-import-nothing-of-ours",
      comment:
        "@folio/contracts is what server, web and client agree on: zod schemas, enums, limits. It depends on no Folio package.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^packages/(server|db|web|client|digest|sandbox|terminal)/" },
    },
    {
      name: "db-below-everything",
      comment: "The database layer is the bottom: it imports no other Folio package.",
      severity: "error",
      from: { path: "^packages/db/" },
      to: { path: "^packages/(server|web|client|digest|sandbox|terminal)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.folio)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
