# PrintPortal in a container: `docker build -t printportal .` then
# `docker run -p 8080:8080 -v printportal-data:/data printportal` (README: "Running in a container").
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: all dependencies (better-sqlite3 compiles from source), the app and the server ---
FROM ${NODE_IMAGE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install, not npm ci (as .ci/run): the registry serves no builds of unrs-resolver (ESLint's
# import resolver) for other platforms, so the lock file cannot list them and npm ci refuses it;
# npm install with the lock file installs exactly the locked versions.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: plain node, the compiled server, production packages only, not root ---
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    SKIP_BUILD=1 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and only readable by the server's user: the process cannot change its own code.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
# The SQLite file, the generated JWT secret, uploads and the mail outbox (unless DATABASE_URL,
# JWT_SECRET, SMTP_URL or object storage say otherwise).
VOLUME ["/data"]
EXPOSE 8080
# No curl in the slim image: node's own fetch asks /api/v1/health.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.mjs"]
