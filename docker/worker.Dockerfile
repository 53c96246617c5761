# The worker deployable. Build from the repository root: docker build -f docker/worker.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY package.json package-lock.json nx.json tsconfig.base.json jest.preset.js eslint.config.mjs ./
COPY apps ./apps
COPY libs ./libs
COPY tools ./tools
RUN npm ci --no-audit --no-fund && npx nx run-many -t build --outputStyle=static && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/libs ./libs
COPY --from=build /app/apps/worker/dist ./apps/worker/dist
COPY --from=build /app/apps/worker/package.json ./apps/worker/package.json
USER node
CMD ["node", "apps/worker/dist/main.js"]
