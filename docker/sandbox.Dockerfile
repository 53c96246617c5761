# The sandbox deployable. Build from the repository root: docker build -f docker/sandbox.Dockerfile .
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
COPY --from=build /app/apps/sandbox/dist ./apps/sandbox/dist
COPY --from=build /app/apps/sandbox/package.json ./apps/sandbox/package.json
# Development and staging only: stand-ins for the outside parties.
USER node
EXPOSE 3100 2525
ENV SANDBOX_HOST=0.0.0.0
CMD ["node", "apps/sandbox/dist/main.js"]
