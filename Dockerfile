# Slice Bakery: multi-stage image. Build with the dev dependencies, run with production ones only.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data UPLOADS_DIR=/uploads
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/prisma ./prisma
COPY server.js ./
RUN mkdir -p /data /uploads && chown -R node:node /data /uploads
USER node
EXPOSE 3000
VOLUME ["/data", "/uploads"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The image is already built: run the server directly (npm start would rebuild).
CMD ["node", "server.js"]
