#!/usr/bin/env bash
# Regenerates the game's sound effects with sox (synthesised by the project; no recordings).
# The .wav files are committed, so builds and CI never need sox. Mono, 22.05 kHz, 16-bit, short.
set -euo pipefail
cd "$(dirname "$0")"
o="-r 22050 -c 1 -b 16"
# Dice: a few short clicks of filtered noise, like dice on wood.
sox -n $o dice.wav synth 0.05 pinknoise fade 0 0.05 0.04 : synth 0.04 pinknoise fade 0 0.04 0.03 pad 0.06 : synth 0.05 pinknoise fade 0 0.05 0.04 pad 0.05 highpass 600 gain -6
# Chit: a soft paper slide and tap.
sox -n $o chit.wav synth 0.18 brownnoise fade q 0.02 0.18 0.1 highpass 1200 gain -10 : synth 0.03 sine 900 fade 0 0.03 0.02 gain -12
# Attack won: a rising two-note bugle-like call.
sox -n $o attack-won.wav synth 0.16 square 523 gain -18 : synth 0.28 square 784 fade 0 0.28 0.15 gain -18
# Attack lost: a falling pair.
sox -n $o attack-lost.wav synth 0.2 sawtooth 330 gain -20 : synth 0.35 sawtooth 220 fade 0 0.35 0.2 gain -20
# Naval: a low horn with a swell.
sox -n $o naval.wav synth 0.7 sine 110 sine 165 fade q 0.1 0.7 0.3 gain -6 remix -
# Bomb: a low thump with a noise tail.
sox -n $o bomb.wav synth 0.6 brownnoise lowpass 300 fade 0 0.6 0.55 gain -2
# Alarm: three urgent beeps (Over the Top).
sox -n $o alarm.wav synth 0.12 square 880 gain -20 pad 0 0.06 repeat 2
# Victory: a major arpeggio.
sox -n $o victory.wav synth 0.15 triangle 523 : synth 0.15 triangle 659 : synth 0.15 triangle 784 : synth 0.5 triangle 1047 fade 0 0.5 0.3 gain -6
# Defeat: a slow minor descent.
sox -n $o defeat.wav synth 0.3 triangle 392 : synth 0.3 triangle 311 : synth 0.7 triangle 262 fade 0 0.7 0.5 gain -6
# Click: a tiny UI tick.
sox -n $o click.wav synth 0.025 sine 1400 fade 0 0.025 0.02 gain -14
ls -l *.wav
