# The production server (site and API on one port) in a container: docs/operations.md.
#   docker build -t aca-training-hub .
#   docker run --rm -p 8080:8080 aca-training-hub
# Node 24 is the image's own; the server is PID 1 (exec form below), so `docker stop` sends
# SIGTERM to it and it drains (in-flight requests finish, then exit 0).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build checks the content and writes the API's content bundle; then drop the dev tools.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SKIP_BUILD=1
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.ts"]
