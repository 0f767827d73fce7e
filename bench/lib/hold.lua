-- wrk script part: holds each connection's first request until the server has accepted every
-- connection, so that no request is timed while its connection waits to be accepted.
--
-- wrk opens all its connections at once. A Node server accepts one connection per turn of its event
-- loop (libuv/libuv#3696), and a turn of a saturated server lasts as long as all the requests it
-- answers in it, so the last of 64 new connections used to wait seconds for its first answer. wrk
-- timed that wait as the first request's latency (and its correction for coordinated omission spread
-- it over the percentiles): the ~1 s p99 and the time-outs every run at 64 connections showed, the
-- plain-Node reference's included. The app nodes in the shipped deployment keep their connections
-- from nginx open (deploy/nginx: upstream keepalive), so what is measured is a saturated server
-- answering open connections.
--
-- wrk calls delay() once before each request, and calls it first for every connection's first
-- request (nothing is sent before that). bench/lib/wrk.mjs passes the connection count and the hold
-- in milliseconds as the script's last two arguments. A script that defines its own init() loads
-- this file with dofile and calls hold_first_requests(args).

local held, hold_ms = 0, 0

function hold_first_requests(args)
  held = tonumber(args[#args - 1])
  hold_ms = tonumber(args[#args])
end

function init(args)
  hold_first_requests(args)
end

function delay()
  if held > 0 then
    held = held - 1
    return hold_ms
  end
  return 0
end
