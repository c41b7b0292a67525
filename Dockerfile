# syntax=docker/dockerfile:1
# LandingForge: build with every dependency, run the compiled server with production dependencies only.
#   docker build -t landingforge --build-arg APP_URL=https://pages.example.com .
# The web app bakes APP_URL (sitemap, canonical links), BRAND_NAME and COMPANY_* in at build time: pass them
# as build arguments. Everything else is runtime environment (see docs/deploy.md).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG APP_URL
ARG BRAND_NAME
ARG COMPANY_LEGAL_NAME
ARG COMPANY_REG_NUMBER
ARG COMPANY_ADDRESS
ARG COMPANY_PHONE
ARG COMPANY_EMAIL
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# PGlite's files (when DATABASE_URL is unset) and the mail outbox live in /data, owned by the app's user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The worker image is the same: override the command with `node build/server/worker.js`.
CMD ["node", "--enable-source-maps", "build/server/main.js"]
