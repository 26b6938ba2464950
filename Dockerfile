# The Hive's site and hive-server in one slim image.
# Stage 1 builds the prerendered site; stage 2 builds the server; stage 3 runs it as a
# non-root user. Not built on the project's own machines (no Docker engine there); the
# test command validates this file's structure instead.

FROM node:20-bookworm-slim AS site
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY site/package.json site/
RUN npm ci --no-audit --no-fund
COPY site site
RUN npm run build

FROM rust:1.95-slim-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY .cargo .cargo
COPY facts facts
COPY server server
COPY harness harness
COPY xtask xtask
# The server embeds the site config (its CSP lists the embed origins) and the route table
# at compile time, through the facts crate.
COPY site/src/config/site.json site/src/config/site.json
COPY site/src/config/route-table.json site/src/config/route-table.json
RUN cargo build --release --package server --bin hive-server

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --no-create-home hive
COPY --from=server /src/target/release/hive-server /usr/local/bin/hive-server
COPY --from=site /src/site/dist /srv/site
USER hive
EXPOSE 8080
ENV HIVE_ROOT=/srv/site HIVE_ADDR=0.0.0.0:8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["hive-server", "--probe", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["hive-server"]
