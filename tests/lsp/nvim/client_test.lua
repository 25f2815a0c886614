-- Neovim's built-in client (0.7) drives `hcl lsp --spec SPEC` on a file:
-- published diagnostics, completion (half-typed text too), hover, signature
-- help, formatting, definition and rename, each checked. Run headless
-- (tests/lsp/CMakeLists.txt):
--
--   HCL=... SPEC=... WORKDIR=... nvim --headless --clean -c "luafile client_test.lua"
--
-- Exits 0 when every check passes, else 1 with the failure on stderr.
local support = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'support.lua')
local check, timeout = support.check, support.timeout
local hcl = assert(os.getenv('HCL'), 'HCL: the hcl executable')
local spec = assert(os.getenv('SPEC'), 'SPEC: the spec file')
local workdir = assert(os.getenv('WORKDIR'), 'WORKDIR: a scratch directory')

local function lines_of(bufnr) return vim.api.nvim_buf_get_lines(bufnr, 0, -1, false) end

local function run()
  local bufnr, uri, client, published, exit_code = support.open_with_server('hcl', { hcl, 'lsp', '--spec', spec },
    workdir .. '/app.hcl', {
      'environment = "prod"',
      'service "web" {',
      '  image    = "nginx"',
      '  replicaz = 2',
      '  ports    = [max(1, 2)]',
      '}',
      'locals {',
      '  size = 3',
      '}',
      '',
    })

  -- Diagnostics: `replicaz` is not in the schema, and nothing else is wrong.
  local diags = published[#published].diagnostics
  check(#diags == 1, 'expected one diagnostic, got ' .. vim.inspect(diags))
  check(diags[1].message:find('replicaz', 1, true), 'unexpected diagnostic ' .. diags[1].message)
  check(diags[1].range.start.line == 3, 'the diagnostic is not on line 4')
  check(#vim.diagnostic.get(bufnr) == 1, 'Neovim does not show the diagnostic')

  local function request(method, params)
    params.textDocument = { uri = uri }
    local response, err = client.request_sync(method, params, timeout, bufnr)
    check(response and not response.err, method .. ' failed: ' .. vim.inspect(err or response))
    return response.result
  end
  local function labels(result)
    local out = {}
    for _, item in ipairs(result.items or result) do out[item.label] = item end
    return out
  end

  -- Completion in the service block, at the start of an empty line.
  vim.api.nvim_buf_set_lines(bufnr, 5, 5, false, { '  ' })
  local items = labels(request('textDocument/completion', { position = { line = 5, character = 2 } }))
  check(items.enabled and items.limits and items.volume, 'service body items missing: ' .. vim.inspect(vim.tbl_keys(items)))
  check(not items.image, 'image is offered again')

  -- Half-typed names (Neovim sends the edits incrementally).
  vim.api.nvim_buf_set_lines(bufnr, 5, 6, false, { '  ena' })
  items = labels(request('textDocument/completion', { position = { line = 5, character = 5 } }))
  check(items.enabled, 'no `enabled` for a half-typed `ena`: ' .. vim.inspect(vim.tbl_keys(items)))
  local edit = items.enabled.textEdit
  check(edit and edit.range.start.character == 2 and edit.range['end'].character == 5,
    'the completion does not replace the typed part: ' .. vim.inspect(edit))
  vim.api.nvim_buf_set_lines(bufnr, 5, 6, false, { '  enabled = t' })
  items = labels(request('textDocument/completion', { position = { line = 5, character = 13 } }))
  check(items['true'], 'no `true` for a bool: ' .. vim.inspect(vim.tbl_keys(items)))
  vim.api.nvim_buf_set_lines(bufnr, 5, 6, false, { '  enabled = true' })

  -- Top level: the required attribute is present, the block is offered.
  vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, { 'ser' })
  local last = #lines_of(bufnr) - 1
  items = labels(request('textDocument/completion', { position = { line = last, character = 3 } }))
  check(items.service, 'no `service` at the top level')
  vim.api.nvim_buf_set_lines(bufnr, last, last + 1, false, {})

  -- Hover on an attribute name.
  local hover = request('textDocument/hover', { position = { line = 2, character = 3 } })
  check(hover and hover.contents.value:find('image', 1, true), 'hover: ' .. vim.inspect(hover))

  -- Signature help inside max(1, |2).
  local help = request('textDocument/signatureHelp', { position = { line = 4, character = 22 } })
  check(help and help.signatures[1].label:find('^max%('), 'signature help: ' .. vim.inspect(help))

  -- Definition of local.size, used in the service block.
  vim.api.nvim_buf_set_lines(bufnr, 3, 4, false, { '  replicas = local.size' })
  local locations = request('textDocument/definition', { position = { line = 3, character = 20 } })
  check(#locations == 1 and locations[1].range.start.line == 8, 'definition: ' .. vim.inspect(locations))

  -- Rename it, applied by Neovim.
  local rename = request('textDocument/rename', { position = { line = 3, character = 20 }, newName = 'count' })
  vim.lsp.util.apply_workspace_edit(rename, client.offset_encoding)
  local text = lines_of(bufnr)
  check(text[4] == '  replicas = local.count' and text[9] == '  count = 3', 'rename: ' .. vim.inspect(text))

  -- Formatting gives `hcl fmt`'s layout.
  vim.api.nvim_buf_set_lines(bufnr, 2, 3, false, { '  image="nginx"' })
  vim.lsp.buf.formatting_sync(nil, timeout)
  local formatted = table.concat(lines_of(bufnr), '\n') .. '\n'
  local expected = vim.fn.system({ hcl, 'fmt' }, formatted)
  check(vim.v.shell_error == 0, 'hcl fmt failed: ' .. expected)
  check(formatted == expected, 'formatting:\n' .. formatted .. '\nexpected:\n' .. expected)
  check(lines_of(bufnr)[3] == '  image    = "nginx"', 'not aligned: ' .. lines_of(bufnr)[3])

  -- The last diagnostics: none left (every edit was published).
  check(vim.wait(timeout, function()
    return #published[#published].diagnostics == 0
  end, 20), 'diagnostics remain: ' .. vim.inspect(published[#published]))

  client.stop()
  check(vim.wait(timeout, function() return exit_code() ~= nil end, 20), 'the server did not exit')
  check(exit_code() == 0, 'the server exited with ' .. tostring(exit_code()))
end

support.run('nvim client test', run)
