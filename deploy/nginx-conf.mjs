// @ts-check
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const nginxFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx')

/**
 * The nginx configuration of a local trial (`npm run cluster`) or benchmark (`bench:ratios`): the
 * shipped rules (deploy/nginx/pcs-http.conf and pcs-site.conf) around the given app nodes, run in the
 * foreground with every file in `dir`. Production uses deploy/nginx/pcs.conf instead.
 */
export function localNginxConf(
  /** @type {{ dir: string, port: number, upstreams: number[], workers?: number, asRoot?: boolean }} */ {
    dir,
    port,
    upstreams,
    workers = 1,
    asRoot = false,
  },
) {
  return `${asRoot ? 'user root;\n' : ''}daemon off;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${path.join(dir, 'nginx-body')};
    proxy_temp_path ${path.join(dir, 'nginx-proxy')};
    fastcgi_temp_path ${path.join(dir, 'nginx-fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'nginx-uwsgi')};
    scgi_temp_path ${path.join(dir, 'nginx-scgi')};
    include ${path.join(nginxFolder, 'pcs-http.conf')};
    upstream pcs_app {
        least_conn;
${upstreams.map((upstream) => `        server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
        keepalive 32;
        keepalive_timeout 60s;
    }
    proxy_cache_path ${path.join(dir, 'nginx-cache')} levels=1:2 keys_zone=pcs:16m max_size=256m inactive=10m use_temp_path=off;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        include ${path.join(nginxFolder, 'pcs-site.conf')};
    }
}
`
}
