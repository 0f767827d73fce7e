-- wrk script: the exam screen's autosave from many candidates at once. Each request is one batch of
-- 1-3 answer changes for a random candidate's attempt, sent with that candidate's session cookie as
-- the browser sends it. The attempts file (first argument) has one line per attempt:
--   <attempt id> <session token> <question id>,<question id>,...
-- and the origin is the second argument. seq grows with every change and starts from the clock, so
-- every change is newer than any stored by an earlier run and is written, as during a real exam.
-- Each connection's first request waits until every connection is accepted (hold.lua, beside this).

dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "hold.lua")

local attempts = {}
local origin = ""
local seq = 0
local letters = { "A", "B", "C", "D" }

function init(args)
  origin = args[2]
  hold_first_requests(args)
  -- Fewer than 100,000 changes a second: a run that starts later always starts above an earlier one.
  seq = os.time() * 100000
  for line in io.lines(args[1]) do
    local id, token, questions = line:match("^(%S+) (%S+) (%S+)$")
    local ids = {}
    for question in questions:gmatch("[^,]+") do ids[#ids + 1] = question end
    attempts[#attempts + 1] = { id = id, token = token, questions = ids }
  end
  math.randomseed(os.time())
end

function request()
  local attempt = attempts[math.random(#attempts)]
  local changes = {}
  local question
  for _ = 1, math.random(3) do
    seq = seq + 1
    question = attempt.questions[math.random(#attempt.questions)]
    changes[#changes + 1] = string.format(
      '{"questionId":"%s","option":"%s","marked":false,"visited":true,"timeSpent":%d,"seq":%d}',
      question, letters[math.random(4)], 20 + math.random(60), seq)
  end
  local body = string.format('{"changes":[%s],"currentQuestionId":"%s"}', table.concat(changes, ","), question)
  return wrk.format("POST", "/api/attempts/" .. attempt.id .. "/answers", {
    ["Content-Type"] = "application/json",
    ["Cookie"] = "payload-token=" .. attempt.token,
    ["Origin"] = origin,
    ["Sec-Fetch-Site"] = "same-origin",
  }, body)
end
