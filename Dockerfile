# syntax=docker/dockerfile:1
# The API server image: built in one stage (dev dependencies, bundle, reference pages), run in a
# second with production dependencies only, as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/export-trade-api/data \
    SHUTDOWN_GRACE_SECONDS=25
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY openapi.yaml asyncapi.yaml ./
COPY data ./data
# The embedded database (without DATABASE_URL) and the secrets key file live here.
RUN mkdir -p /var/lib/export-trade-api/data && chown -R node:node /var/lib/export-trade-api
USER node
EXPOSE 3000
# Liveness only: readiness (GET /readyz) is for the load balancer, which must stop sending traffic
# to an instance whose database is away without the runtime restarting it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/server.js"]
