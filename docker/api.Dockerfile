# The api deployable. Build from the repository root: docker build -f docker/api.Dockerfile .
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
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
# The api serves the built web app and back office from the same origin.
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
