# syntax=docker/dockerfile:1
# One image for the whole stack; the command picks what runs in a container:
#   node services/gateway/dist/main.js      (also: ingest, extractor, analyzer)
#   node libs/db/dist/migrate-cli.js        (the one-shot migration before a release)
# docker-compose.yml and k8s/ run it that way.

ARG NODE_IMAGE=node:24-bookworm-slim

# Only the package manifests and the lockfile: `npm ci` below stays cached until one changes,
# whatever else the source change touched.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';'

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Nx runs here without its daemon and makes no outbound connections.
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /manifests/ ./
# Dependency install scripts stay off, as npm 11 on our build machines has them: the native
# parts we use (nx, swc, rolldown) ship as platform packages, not as build scripts.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Every package's build through Nx (tsc for libs and services, vite for the UI).
RUN npm run build
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund
# Test-only entry points (the stub Telegram account and its control API) never ship.
RUN find services libs -type d -path '*/dist/*' -name testing -prune -exec rm -rf '{}' +

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    FRONTEND_DIST=/app/frontend/dist
WORKDIR /app
# The code stays owned by root: the services (user node) read it and cannot change it.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/services ./services
COPY --from=build /app/frontend/package.json ./frontend/
COPY --from=build /app/frontend/dist ./frontend/dist
# A container runs one of the services: its command line names it, libs/config gives its port
# (the same setting the service itself listens on), and its /health decides.
COPY <<'EOF' /app/healthcheck.mjs
import { readFileSync } from 'node:fs';
import { loadConfig } from '@solana-hub/config';

const command = readFileSync('/proc/1/cmdline', 'utf8');
const service = /services\/(gateway|ingest|extractor|analyzer)\/dist\/main\.js/.exec(command)?.[1];
if (service === undefined) {
  console.error(`healthcheck: no service in the container's command (${command.replaceAll('\0', ' ')})`);
  process.exit(1);
}
const port = loadConfig(process.env, service).ports[service];
const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(4_000) }).catch((error) => {
  console.error(`healthcheck: ${service} on port ${port}: ${error.message}`);
  return null;
});
if (response && !response.ok) console.error(`healthcheck: ${service} answered ${response.status}: ${await response.text()}`);
process.exit(response?.ok ? 0 : 1);
EOF
USER node
EXPOSE 8080 8081 8082 8083
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "/app/healthcheck.mjs"]
CMD ["node", "services/gateway/dist/main.js"]
