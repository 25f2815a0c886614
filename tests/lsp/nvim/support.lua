-- What the Neovim client tests share: checks that fail the test, and
-- opening a file with a language server attached, up to its first
-- published diagnostics. Loaded with dofile() beside the test scripts.
local M = {}

M.timeout = 10000

function M.check(condition, message)
  if not condition then error(message, 2) end
end

-- Writes `lines` to `path`, opens it and attaches a client running `cmd`.
-- Returns the buffer, its URI, the client, the diagnostics published for
-- this document (each publication in order) and a function giving the
-- server's exit code once it exited.
function M.open_with_server(name, cmd, path, lines)
  local file = assert(io.open(path, 'w'))
  file:write(table.concat(lines, '\n'))
  file:close()
  vim.cmd('edit ' .. path)
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  local published = {}
  local exit_code
  local client_id = vim.lsp.start_client({
    name = name,
    cmd = cmd,
    root_dir = vim.fn.fnamemodify(path, ':h'),
    flags = { debounce_text_changes = 0 },
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
        -- Only this document's (a server may speak of other files).
        if result.uri == uri then table.insert(published, result) end
        vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      end,
    },
    on_exit = function(code) exit_code = code end,
  })
  M.check(client_id, 'the client did not start')
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  M.check(vim.wait(M.timeout, function() return client.initialized and #published > 0 end, 20),
    'no diagnostics were published')
  return bufnr, uri, client, published, function() return exit_code end
end

-- Runs `test`; on failure writes `name`: the error to stderr and exits 1.
function M.run(name, test)
  local ok, message = xpcall(test, debug.traceback)
  if not ok then
    io.stderr:write(name .. ': ' .. message .. '\n')
    vim.cmd('cquit!')
  end
  io.stdout:write(name .. ': all checks passed\n')
  vim.cmd('qall!')
end

return M
