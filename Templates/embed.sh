#!/usr/bin/env bash
# Regenerates Sources/FactoryGenCore/Rendering/BundledTemplates.swift from Templates/*.stencil.
# Run from anywhere: bash Templates/embed.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/FactoryGenCore/Rendering/BundledTemplates.swift
{
  echo '// Written by Templates/embed.sh from Templates/*.stencil: edit those and rerun it.'
  echo ''
  echo '/// The bundled templates, compiled in so that the binary and the build plugin need no files.'
  echo '/// `Templates/*.stencil` is the source of truth; a test fails when this copy differs.'
  echo '///'
  echo '/// ```swift'
  echo '/// BundledTemplates.files.map(\.name) // ["10-imports.stencil", "20-factories.stencil", "30-skipped.stencil"]'
  echo '/// ```'
  echo 'public enum BundledTemplates {'
  echo '    /// Each template'"'"'s file name and text, sorted by name.'
  echo '    public static let files: [(name: String, text: String)] = ['
  for file in $(LC_ALL=C ls Templates/*.stencil); do
    echo "        (name: \"$(basename "$file")\", text: #\"\"\""
    cat "$file"
    echo ''
    echo '"""#),'
  done
  echo '    ]'
  echo '}'
} > "$out"
echo "wrote $out; now rerun: FACTORYGEN_UPDATE_GOLDENS=1 swift test --filter TemplateTreeArchiveTests" >&2
echo "(it archives the templates' syntax trees in Sources/FactoryGenCore/Rendering/BundledTemplateTrees.swift)" >&2
