# syntax=docker/dockerfile:1
# Folio — one image for every process: FOLIO_ROLE=web (HTTP), worker (jobs) or all (both, default).
# Build: docker build -t folio .   Deploying several processes: docs/deployment.md.

# 1. Dependencies, from the lockfile only (cached until a package.json or the lockfile changes).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/db/package.json packages/db/
COPY packages/digest/package.json packages/digest/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/client/package.json packages/client/
COPY packages/terminal/package.json packages/terminal/
RUN npx -y pnpm@10 install --frozen-lockfile

# 2. The web app's static files (packages/web/dist).
FROM deps AS web
COPY . .
RUN npx -y pnpm@10 build

# 3. What runs: production dependencies, the server's TypeScript (run by tsx) and the built web app.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/db/package.json packages/db/
COPY packages/digest/package.json packages/digest/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/client/package.json packages/client/
COPY packages/terminal/package.json packages/terminal/
RUN npx -y pnpm@10 install --frozen-lockfile --prod \
  && rm -rf /root/.npm /root/.cache /root/.local/share/pnpm
COPY packages/db packages/db
COPY packages/digest packages/digest
COPY packages/sandbox packages/sandbox
COPY packages/server packages/server
COPY --from=web /app/packages/web/dist packages/web/dist
RUN mkdir -p /data && chown node:node /data

ENV NODE_ENV=production \
    FOLIO_ROLE=all \
    FOLIO_DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
VOLUME /data
EXPOSE 3000
USER node
# Liveness; load balancers and orchestrators should also watch /api/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# From the server package, where tsx is a dependency; node itself is PID 1 and receives SIGTERM.
WORKDIR /app/packages/server
CMD ["node", "--import", "tsx", "src/main.ts"]
