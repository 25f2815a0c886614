-- Neovim's built-in client (0.7) drives examples/config_lsp.cpp's own
-- language server (`config_lsp lsp`, the schema of the example's structs):
-- a diagnostic from the struct decoder, completion of the structs' members
-- with their `.doc(...)` descriptions, and hover showing one. Run headless
-- (examples/CMakeLists.txt):
--
--   CONFIG_LSP=... WORKDIR=... nvim --headless --clean -c "luafile config_lsp_test.lua"
--
-- Exits 0 when every check passes, else 1 with the failure on stderr.
local support = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'support.lua')
local check, timeout = support.check, support.timeout
local program = assert(os.getenv('CONFIG_LSP'), 'CONFIG_LSP: the config_lsp executable')
local workdir = assert(os.getenv('WORKDIR'), 'WORKDIR: a scratch directory')

local function run()
  local bufnr, uri, client, published = support.open_with_server('config_lsp', { program, 'lsp' },
    workdir .. '/app.hcl', {
      'environment = "staging"',
      'gateway {',
      '  listen = "0.0.0.0:8080"',
      '}',
      'service "http" "web" {',
      '  image    = "web:1"',
      '  ports    = [80]',
      '  replicaz = 2',
      '}',
      '',
    })

  -- The struct decoder's diagnostic, with its suggestion.
  local diags = published[#published].diagnostics
  check(#diags == 1, 'expected one diagnostic, got ' .. vim.inspect(diags))
  check(diags[1].message:find('replicas', 1, true), 'no suggestion of `replicas`: ' .. diags[1].message)
  check(diags[1].range.start.line == 7, 'the diagnostic is not on line 8')

  local function request(method, params)
    params.textDocument = { uri = uri }
    local response, err = client.request_sync(method, params, timeout, bufnr)
    check(response and not response.err, method .. ' failed: ' .. vim.inspect(err or response))
    return response.result
  end
  local function documentation(item)
    local d = item.documentation
    if type(d) == 'table' then return d.value end
    return d or ''
  end

  -- Completion in the service block: the struct's members, described.
  vim.api.nvim_buf_set_lines(bufnr, 7, 8, false, { '  ' })
  local result = request('textDocument/completion', { position = { line = 7, character = 2 } })
  local items = {}
  for _, item in ipairs(result.items or result) do items[item.label] = item end
  check(items.replicas and items.health_check and items.volume,
    'service members missing: ' .. vim.inspect(vim.tbl_keys(items)))
  check(documentation(items.replicas):find('How many copies', 1, true),
    'no description for replicas: ' .. vim.inspect(items.replicas))

  -- Hover on `image`: its description and type.
  local hover = request('textDocument/hover', { position = { line = 5, character = 3 } })
  check(hover and hover.contents.value:find('container image', 1, true), 'hover: ' .. vim.inspect(hover))

  client.stop()
end

support.run('config_lsp client test', run)
