'use client'

import { Plus } from 'lucide-react'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'

import { compareAddress, DIFFERENCES_ONLY_PARAM, MAX_COMPARED } from '@/domains/directory/shared'

import { replaceCompare, type CompareItem } from './compare-store'
import { findToolOptions, type ToolOption } from './tool-options'

type Search = { state: 'idle' } | { state: 'searching' } | { state: 'failed' } | { state: 'found'; words: string; options: ToolOption[] }

/** Waits this long after the last keystroke before searching. */
const TYPING_PAUSE_MS = 200

/**
 * "Add a tool": a search by name with its matches in a list below (the ARIA combobox pattern: arrow
 * keys move through the matches, Enter adds the highlighted one, Escape closes the list). Adding
 * opens the comparison with the tool as its last column and leaves the compare tray holding the
 * same tools. Full at four tools, when it says to remove one first.
 */
export function CompareAddTool({ compared }: { compared: CompareItem[] }) {
  const router = useRouter()
  const differencesOnly = useSearchParams().get(DIFFERENCES_ONLY_PARAM) === '1'
  const [words, setWords] = useState('')
  const [search, setSearch] = useState<Search>({ state: 'idle' })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const id = useId()
  const listId = `${id}-options`
  const hintId = `${id}-hint`
  const full = compared.length >= MAX_COMPARED
  const slugs = compared.map((item) => item.slug).join(',')

  useEffect(() => {
    const typed = words.trim()
    if (!typed) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSearch({ state: 'searching' })
      findToolOptions(typed, slugs.split(','), controller.signal)
        .then((options) => {
          setSearch({ state: 'found', words: typed, options })
          setActive(options.length > 0 ? 0 : -1)
          setOpen(true)
        })
        .catch(() => {
          if (!controller.signal.aborted) setSearch({ state: 'failed' })
        })
    }, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [words, slugs])

  const options = search.state === 'found' && words.trim() ? search.options : []
  const expanded = open && options.length > 0

  function add(option: ToolOption) {
    const next = [...compared, { slug: option.slug, name: option.name }]
    replaceCompare(next)
    setWords('')
    setSearch({ state: 'idle' })
    setOpen(false)
    router.push(
      compareAddress(
        next.map((item) => item.slug),
        differencesOnly,
      ),
      { scroll: false },
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false)
      return
    }
    if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined
      if (option) {
        event.preventDefault()
        add(option)
      }
      return
    }
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (!delta || options.length === 0) return
    event.preventDefault()
    setOpen(true)
    setActive((current) => (current + delta + options.length) % options.length)
  }

  const status = full
    ? `Compare holds up to ${MAX_COMPARED} tools. Remove one to add another.`
    : search.state === 'searching'
      ? 'Searching…'
      : search.state === 'failed'
        ? 'The search failed. Please try again.'
        : search.state === 'found' && words.trim() && search.options.length === 0
          ? `No other tools match “${search.words}”.`
          : ''

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={`${id}-input`} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-ink">
        <Plus className="size-4 text-brand-600" aria-hidden />
        Add a tool
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={status ? hintId : undefined}
        disabled={full}
        placeholder={full ? 'Remove a tool to add another' : 'Search tools by name'}
        value={words}
        onChange={(event) => {
          setWords(event.target.value)
          if (!event.target.value.trim()) setSearch({ state: 'idle' })
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="block h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-surface max-md:min-h-11"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching tools"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.slug}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              add(option)
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm ${index === active ? 'bg-brand-50' : ''}`}
          >
            <span className="font-medium text-ink">{option.name}</span>
            {option.category ? <span className="text-xs text-muted">{option.category}</span> : null}
          </li>
        ))}
      </ul>
      <p id={hintId} role="status" className="mt-1.5 min-h-5 text-xs text-muted">
        {status}
      </p>
    </div>
  )
}
